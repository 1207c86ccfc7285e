import { Trans } from '@lingui/react/macro';
import { MaterialsScreen } from './materials-screen';

/** season_class_material: this season's class series, session by session. */
export default function SeasonScreen() {
  return (
    <MaterialsScreen
      series="season"
      intro={<Trans>本季系列课每节课的回放和讲义</Trans>}
      numberLabel={(n) => <Trans>第{n}节</Trans>}
      emptyTitle={<Trans>还没有季度课程资料</Trans>}
      emptyHint={<Trans>报名本季系列课后，每节课的资料会出现在这里</Trans>}
    />
  );
}
