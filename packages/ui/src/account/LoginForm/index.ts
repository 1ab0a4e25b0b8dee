export { LoginForm, type LoginFormProps, type LoginValues, type LoginFormUrls } from './LoginForm';
