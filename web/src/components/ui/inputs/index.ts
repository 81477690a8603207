export { CountedTextField } from './CountedTextField';
export { DateInput } from './DateInput';
export { DateTimeInput } from './DateTimeInput';
export { EmployeePicker, EmployeesPicker } from './EmployeePicker';
export { PhoneInput } from './PhoneInput';
export { isEmptySelectValue, RequiredSelect, type SelectOption } from './RequiredSelect';
export { SkillLevelSelect } from './SkillLevelSelect';
export { UsStateSelect } from './UsStateSelect';
