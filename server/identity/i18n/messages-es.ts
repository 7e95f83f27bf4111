import type { MessageId } from './messages-en.ts'

/** The provider's pages in Spanish (tú, as the app's own catalog). Typed by the English ids: none may be missing. */
export const es: Record<MessageId, string> = {
  'page.backTo': 'Volver a {siteName}',
  'page.problem': 'Hay un problema',

  'login.title': 'Iniciar sesión',
  'login.email': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.submit': 'Iniciar sesión',
  'login.newHere': '¿Eres nuevo?',
  'login.createAccount': 'Crear una cuenta',
  'login.incorrect': 'El correo electrónico o la contraseña no son correctos.',

  'throttle.seconds': 'Demasiados intentos. Vuelve a intentarlo en {seconds, plural, one {# segundo} other {# segundos}}.',
  'throttle.minutes': 'Demasiados intentos. Vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.',

  'register.title': 'Crea tu cuenta',
  'register.firstName': 'Nombre',
  'register.lastName': 'Apellidos',
  'register.email': 'Correo electrónico',
  'register.password': 'Contraseña',
  'register.passwordHint': 'Al menos 8 caracteres. Evita las contraseñas comunes; una frase corta es fácil de recordar.',
  'register.submit': 'Crear cuenta',
  'register.alreadyMember': '¿Ya eres miembro?',
  'register.signIn': 'Iniciar sesión',
  'register.correctFields': 'Corrige los campos marcados.',
  'register.notCreated': 'No hemos podido crear una cuenta con estos datos. Si ya tienes una cuenta, inicia sesión.',
  'register.firstNameRequired': 'Escribe tu nombre.',
  'register.lastNameRequired': 'Escribe tus apellidos.',
  'register.emailInvalid': 'Escribe una dirección de correo electrónico válida.',
  'register.tooLong': 'Usa como máximo {max} caracteres.',
  'register.controlCharacters': 'Contiene caracteres que no se pueden usar.',
  'register.passwordTooShort': 'Usa al menos 8 caracteres.',
  'register.passwordBlank': 'Una contraseña no puede ser solo espacios.',
  'register.passwordCommon': 'Esta contraseña es demasiado común y fácil de adivinar. Elige otra.',
  'register.passwordIsEmail': 'No uses tu correo electrónico como contraseña.',

  'signOut.title': '¿Cerrar sesión en {siteName}?',
  'signOut.confirm': 'Sí, cerrar sesión',
  'signOut.cancel': 'No, mantener la sesión',
  'signOut.signingOut': 'Cerrando tu sesión…',
  'signedOut.title': 'Has cerrado sesión',
  'signedOut.body': 'Ya puedes cerrar esta ventana.',

  'error.pageTitle': 'Problema al iniciar sesión',
  'error.title': 'Algo ha salido mal',
  'error.body': 'No se ha podido continuar con el inicio de sesión. Vuelve a {siteName} e inténtalo de nuevo.',
}
