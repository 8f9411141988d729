import { HomeFooter as RspressHomeFooter } from '@rspress/core/theme-original';
import { FooterSwitch } from '../FooterSwitch';

/** Rspress's home footer, left out when the page switches footers off (`?footer=0`). */
export function HomeFooter() {
  return (
    <FooterSwitch>
      <RspressHomeFooter />
    </FooterSwitch>
  );
}
