import { Fragment, useState } from 'react';
import type { Composition, FieldFacts, ParamLocation } from '../../../domain/doc/param-tree';

/** The words of a field's facts, made once per table (rows are many, and memoized). */
export interface FactLabels {
  readonly location: Record<ParamLocation, string>;
  readonly composition: Record<Composition, string>;
  readonly deprecated: string;
  readonly readOnly: string;
  readonly writeOnly: string;
  readonly nullable: string;
  /** "Allowed values: ", with what separates it from the values in its language. */
  readonly allowed: string;
  readonly defaultValue: string;
  /** The button under a long list of allowed values: "Show all 3,000 values". */
  readonly allValues: (count: number) => string;
  readonly fewerValues: string;
  readonly merged: (names: string) => string;
  readonly drawnAt: (type: string) => string;
  /** "Chosen by the field kind": the property whose value says which alternative applies. */
  readonly discriminator: (name: string) => string;
  readonly listJoin: string;
  readonly href: (anchor: string) => string;
}

/**
 * What a schema says of a field beyond its type (OpenAPI documents): where it travels, whether it is deprecated,
 * read or write only, or may be null, its allowed and default values, how its children combine, and a link to
 * where its type is drawn when it is drawn elsewhere. Plain elements, styled by the table's stylesheet.
 */
export const ParamFacts = ({ facts, labels }: { facts: FieldFacts; labels: FactLabels }) => {
  const tags = [
    facts.in && labels.location[facts.in],
    facts.deprecated && labels.deprecated,
    facts.readOnly && labels.readOnly,
    facts.writeOnly && labels.writeOnly,
    facts.nullable && labels.nullable,
  ].filter((tag): tag is string => typeof tag === 'string');
  return (
    <div className="param-facts">
      {tags.map((tag) => (
        <span key={tag} className={`param-fact${tag === labels.deprecated ? ' param-fact-deprecated' : ''}`}>
          {tag}
        </span>
      ))}
      {facts.composition ? <span className="param-fact-line">{labels.composition[facts.composition]}</span> : null}
      {facts.discriminator ? <span className="param-fact-line">{labels.discriminator(facts.discriminator)}</span> : null}
      {facts.enumValues?.length ? <AllowedValues values={facts.enumValues} labels={labels} /> : null}
      {facts.defaultValue !== undefined ? (
        <span className="param-fact-line">
          {labels.defaultValue}
          <code>{facts.defaultValue}</code>
        </span>
      ) : null}
      {facts.mergedFrom?.length ? <span className="param-fact-line">{labels.merged(facts.mergedFrom.join(labels.listJoin))}</span> : null}
      {facts.drawnAt ? (
        <span className="param-fact-line">
          <a href={labels.href(facts.drawnAt.anchor)} data-anchor={facts.drawnAt.anchor}>
            {labels.drawnAt(facts.drawnAt.typeName)}
          </a>
        </span>
      ) : null}
    </div>
  );
};

/** A list this long shows its first values and a button for the rest (real documents have enums of thousands). */
const SHORT_LIST = 20;
/** A list at most this long is shown whole: a button for a handful more would be more to read than the values. */
const WHOLE_LIST = SHORT_LIST + 5;

const AllowedValues = ({ values, labels }: { values: readonly string[]; labels: FactLabels }) => {
  const [all, setAll] = useState(false);
  const long = values.length > WHOLE_LIST;
  const shown = long && !all ? values.slice(0, SHORT_LIST) : values;
  return (
    <span className="param-fact-line">
      {labels.allowed}
      {shown.map((value, index) => (
        <Fragment key={index}>
          {index > 0 ? labels.listJoin : null}
          <code>{value}</code>
        </Fragment>
      ))}
      {long ? (
        <button type="button" className="param-fact-more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? labels.fewerValues : labels.allValues(values.length)}
        </button>
      ) : null}
    </span>
  );
};
