import { PhoneMenu } from './PhoneMenu';
import './index.css';
import { TabletMenu } from './TabletMenu';

/**
 * The navbar's menus for narrow windows, replacing Rspress's NavHamburger: its tablet button
 * (769–1280 px) holds the theme switch and the social links inside a <button>, which is invalid
 * HTML, reads to a screen reader as one button named "mobile hamburger", and makes React log
 * two errors on every page in `rspress dev`. Here each menu is a named button beside the panel
 * it opens: on phones a modal dialog with the navbar's links (PhoneMenu), on tablets a small
 * panel with the theme switch and the social links (TabletMenu).
 */
export function NavHamburger() {
  return (
    <>
      <PhoneMenu />
      <TabletMenu />
    </>
  );
}
