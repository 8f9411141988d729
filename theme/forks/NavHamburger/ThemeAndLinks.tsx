import { useI18n } from '@rspress/core/runtime';
import { SocialLinks, SwitchAppearance } from '@rspress/core/theme';

/** What both narrow-window menus hold besides links: the theme switch with its label, and the social links. */
export function ThemeAndLinks({ rowClassName }: { rowClassName: string }) {
  const t = useI18n();
  return (
    <>
      <div className={rowClassName}>
        <span>{t('themeText')}</span>
        <SwitchAppearance />
      </div>
      <SocialLinks />
    </>
  );
}
