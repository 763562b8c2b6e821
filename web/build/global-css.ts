import { serializeStyles, type Interpolation } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';

/** What a Chakra system carries for its provider to inject: the global styles and layer order. */
export interface GlobalStyles {
  _global: Interpolation<unknown>;
  layers: { atRule: string };
}

/** The CSS Chakra's provider would inject at runtime, serialised the way Emotion does it. */
export function designSystemGlobalCss(system: GlobalStyles): string {
  const { styles } = serializeStyles([system._global]);
  return `${system.layers.atRule}\n${serialize(compile(styles), middleware([prefixer, stringify]))}\n`;
}
