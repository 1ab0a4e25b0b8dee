export { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm';
