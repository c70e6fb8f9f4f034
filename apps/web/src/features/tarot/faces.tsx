import {
  TarotCardFace as Face,
  type TarotCardFaceProps,
} from '../../components/TarotCard/TarotCardFace';
import { useCardName } from './info';

export { TarotCardBack } from '../../components/TarotCard/TarotCardBack';

/** The shared card face, named from the loaded deck unless a name is given. */
export function TarotCardFace(props: Omit<TarotCardFaceProps, 'name'> & { name?: string }) {
  const loaded = useCardName(props.cardId);
  return <Face {...props} name={props.name ?? loaded} />;
}
