/// <reference types="vite/client" />

/** Chakra's global styles as a stylesheet, built from the theme (web/build/design-system-css.ts). */
declare module 'virtual:design-system.css';
