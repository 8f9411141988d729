export * from '@rspress/core/theme-original';
import './styles/accessibility.css';
export { HomeLayout, NotFoundLayout } from './components/Landmarks';
export { SwitchAppearance } from './components/ThemeToggle';
