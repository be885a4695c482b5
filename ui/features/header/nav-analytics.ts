import { menuOpened, navigationClicked, type ShellMenu } from '../../../core/analytics';
import { useStores } from '../../app/stores-context';

/** The header's analytics: a menu opened, a menu link followed (shell-account §4 "menu opens and link clicks"). */
export function useNavAnalytics(menu: ShellMenu) {
  const { analytics } = useStores();
  return {
    onOpen: (header: string) => analytics.track(menuOpened(menu, header)),
    onLinkClick: (text: string, url: string) => analytics.track(navigationClicked(menu, text, url)),
  };
}
