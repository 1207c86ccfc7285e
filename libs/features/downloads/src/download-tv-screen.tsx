import { DownloadPage } from './download-screen';

/** phala's download_tv: the TV builds (installed on the TV), never the phone's packages. */
export default function DownloadTvScreen() {
  return <DownloadPage channel="tv" />;
}
