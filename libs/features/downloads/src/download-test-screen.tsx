import { DownloadPage } from './download-screen';

/** download_test: the same page with the test channel's build. */
export default function DownloadTestScreen() {
  return <DownloadPage channel="test" />;
}
