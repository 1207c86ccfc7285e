export { vipCardKeys } from './keys';
export {
  activateVipCard,
  fetchVipCards,
  unexpiredCards,
  useActivateCard,
  useVipCards,
  vipCardsOptions,
} from './api/vip-cards';
