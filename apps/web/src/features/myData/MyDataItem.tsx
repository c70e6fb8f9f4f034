import { List } from 'antd-mobile';
import { DownlandOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Settings row: "Download my data"; opens /myData. */
export function MyDataItem() {
  const { t } = useTranslation('myData');
  const navigate = useNavigate();
  return (
    <List.Item prefix={<DownlandOutline />} onClick={() => void navigate('/myData')}>
      {t('entry')}
    </List.Item>
  );
}
