import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Brand colours: tea-estate green and a warm temple-lamp accent. */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f5ee' },
          100: { value: '#c5e6d3' },
          500: { value: '#1f7a4d' },
          600: { value: '#18643f' },
          700: { value: '#124d30' },
        },
        accent: { 500: { value: '#e0902f' } },
      },
      fonts: {
        heading: { value: "'Inter', system-ui, sans-serif" },
        body: { value: "'Inter', system-ui, sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
