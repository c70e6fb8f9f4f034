import { SignedInPage } from '../../components/SignedInPage';
import { MyDataView } from '../../features/myData/MyDataView';

/** /myData: "Download my data": prepare a zip of everything kept about the member, then save it. */
export default function MyDataScreen() {
  return (
    <SignedInPage title="myData:title" fallback="/setting" signIn="myData">
      <MyDataView />
    </SignedInPage>
  );
}
