/**
 * What a deployment difference (a value of a `PortalFeatures` union or of a deployment dimension) decides: the
 * choice for each of its values. The choices are a Record over every value, so a value added to the union fails the
 * type check at each place that must decide for it, where a comparison (`=== 'x' ? a : b`) would quietly take `b`.
 */
export const decide = <K extends string, V>(value: K, choices: Readonly<Record<K, V>>): V => choices[value];
