import { BrandFields } from '../../../../components/form/BrandFields';
import type { StepProps } from './stepProps';

/** The brand path's second step: who the brand is. */
export function BrandStep({ values, onChange, errorOf }: StepProps) {
  return <BrandFields values={values} errorOf={errorOf} onChange={onChange} />;
}
