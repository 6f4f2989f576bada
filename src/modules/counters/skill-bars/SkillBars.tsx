import { createPortal } from "react-dom";
import { easeInOutQuad, valueAt } from "../shared/count-up";
import { useCountUp, useElementId, useStateAttribute } from "../shared/counter-island";
import type { SkillBarsModel, SkillModel } from "./parse";

interface SkillBarsProps {
  readonly model: SkillBarsModel;
  /** Prefix of the ids given to names without one. */
  readonly idPrefix: string;
  readonly reducedMotion: boolean;
}

/** Every skill grows on its own, once it is seen. */
export function SkillBars({ model, idPrefix, reducedMotion }: SkillBarsProps) {
  return model.skills.map((skill, index) => (
    <SkillBar key={index} skill={skill} nameId={`${idPrefix}-name-${index}`} reducedMotion={reducedMotion} />
  ));
}

interface SkillBarProps {
  readonly skill: SkillModel;
  readonly nameId: string;
  readonly reducedMotion: boolean;
}

/**
 * Adds `span.enhance-skills__value` ("85%", hidden from screen readers) and a
 * `span.enhance-skills__bar[role=progressbar]` (named by the skill, final value from the start) holding
 * `span.enhance-skills__fill`, whose width grows to the value, at the end of the server's `li`.
 */
function SkillBar({ skill, nameId, reducedMotion }: SkillBarProps) {
  const { item, target, name, label } = skill;
  const view = useCountUp(item, reducedMotion);
  useStateAttribute(item, view.state);
  const labelledBy = useElementId(name, nameId);
  const width = valueAt(view.progress, target, easeInOutQuad);
  return createPortal(
    <>
      <span className="enhance-skills__value" aria-hidden="true">{`${target}%`}</span>
      <span
        className="enhance-skills__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={target}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
      >
        <span className="enhance-skills__fill" style={{ width: `${width}%` }} />
      </span>
    </>,
    item,
  );
}
