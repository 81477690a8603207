export { CountedTextField } from './CountedTextField';
export { DateInput } from './DateInput';
export { DateTimeInput } from './DateTimeInput';
export { EmployeePicker, EmployeesPicker } from './EmployeePicker';
export { RequiredSelect } from './RequiredSelect';
export { SkillLevelSelect } from './SkillLevelSelect';
export { UsStateSelect } from './UsStateSelect';
