// Style sheets imported for their side effect by theme components; the bundler handles them.
declare module '*.css';
