import { Trans } from '@lingui/react/macro';
import { MaterialsScreen } from './materials-screen';

/** teaching_material: the lesson plans, demo videos and handouts of the classes the student takes. */
export default function TeachingScreen() {
  return (
    <MaterialsScreen
      series="teaching"
      intro={<Trans>你所上课程的教案、示范视频和讲义</Trans>}
      emptyTitle={<Trans>还没有教学资料</Trans>}
      emptyHint={<Trans>报名课程后，老师的教案和示范视频会出现在这里</Trans>}
    />
  );
}
