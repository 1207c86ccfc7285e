import { Trans } from '@lingui/react/macro';
import { MaterialsScreen } from './materials-screen';

/** strengthen_material: the reinforcement course's practice videos and exercise sheets, week by week. */
export default function StrengthenScreen() {
  return (
    <MaterialsScreen
      series="strengthen"
      intro={<Trans>强化课程每周的跟练视频和练习单</Trans>}
      numberLabel={(n) => <Trans>第{n}周</Trans>}
      emptyTitle={<Trans>还没有强化课程资料</Trans>}
      emptyHint={<Trans>参加强化课程后，每周的练习资料会出现在这里</Trans>}
    />
  );
}
