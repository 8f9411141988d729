// Feature cards sit on a 12-column grid. The spec allows spans of 2, 3, 4 or 6 columns.
export const featureSpans = [2, 3, 4, 6] as const;
export type FeatureSpan = (typeof featureSpans)[number];
export const defaultFeatureSpan: FeatureSpan = 4;

/** The column span of a card: its own when allowed, otherwise the default of 4. */
export function resolveFeatureSpan(span: unknown): FeatureSpan {
  return featureSpans.find((allowed) => allowed === span) ?? defaultFeatureSpan;
}
