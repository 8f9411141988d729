// Style sheets imported for their side effects by the theme (bundled by Rsbuild).
declare module '*.css';
