import { useParams } from 'react-router';
import { AGREEMENT_KEY_PATTERN } from '@yoga/contract/codes';
import { parseId, parseKey } from '@yoga/format';
import { useSubApp } from '@yoga/ui';
import { DocumentView } from './document-view';
import { CURRENT } from './links';

/** A key as the server names documents (lower case, digits, _): anything else is not found, unasked. */
const keyOf = (raw: string | undefined) => {
  const k = parseKey(raw);
  return k !== null && AGREEMENT_KEY_PATTERN.test(k) ? k : null;
};

/** agreement/:key (phala, bay, cycling) and the phala coaches' agreement/:id: the document of that key. */
export function DocumentByKeyScreen() {
  const { key, id } = useParams();
  return <DocumentView docKey={keyOf(key ?? id)} />;
}

/** onmat :type/agreement/:id: document :type, version :id ("current" for the version in effect). */
export function DocumentVersionScreen() {
  const { type, id } = useParams();
  const version = id === CURRENT ? null : (parseId(id) ?? Number.NaN);
  return <DocumentView docKey={keyOf(type)} version={version} />;
}

/** The user agreement (a coach sub-app's agreement page is the coach agreement). */
export function UserAgreementScreen() {
  const sub = useSubApp();
  return <DocumentView docKey={sub.role === 'teacher' ? 'coach' : 'user'} />;
}

export const PrivacyScreen = () => <DocumentView docKey="privacy" />;
export const VipAgreementScreen = () => <DocumentView docKey="vip" />;
export const PearlAgreementScreen = () => <DocumentView docKey="pearl" />;
export const SportsSafetyScreen = () => <DocumentView docKey="sports_safety" />;
export const SpecialVersionScreen = () => <DocumentView docKey="special_version" />;
export const PkAgreementScreen = () => <DocumentView docKey="pk" />;
