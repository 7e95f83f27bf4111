export interface GeneralPageData {
  urlSegment: string
  name: string
  title: string
  summary: string
  markup: string
  spanish: { name: string; title: string; summary: string; markup: string }
}

/** The site's fixed pages. Contact details use reserved example domains, since Lamp is a reference site. */
export const GENERAL_PAGES: readonly GeneralPageData[] = [
  {
    urlSegment: 'about', name: 'About', title: 'About Lamp',
    summary: 'Lamp helps you read the Bible and spend a few minutes with God every day.',
    markup: `<p>"Thy word is a lamp unto my feet, and a light unto my path" (<a href="/bible/old-testament/psalms/119/105">Psalm 119:105</a>). That verse gave us our name and our purpose.</p>
      <h2>What we offer</h2>
      <ul><li>The complete <a href="/bible">King James Bible</a>, book by book and chapter by chapter.</li><li>Morning, afternoon and evening devotions, each with a passage, a short study, a prayer and words from Christians of the past.</li><li>Verses gathered by topic, such as <a href="/verses/hope">hope</a>, <a href="/verses/peace">peace</a> and <a href="/verses/strength">strength</a>.</li><li>Articles and videos to help you grow in faith.</li></ul>
      <h2>What we believe</h2>
      <p>We believe the Bible is God's word, that Jesus Christ is Lord, and that anyone can come to him. Lamp is for the curious and the committed alike.</p>`,
    spanish: {
      name: 'Acerca de', title: 'Acerca de Lamp', summary: 'Lamp te ayuda a leer la Biblia y a pasar unos minutos con Dios cada día.',
      markup: `<p>El Salmo 119:105 llama a la palabra de Dios lámpara para nuestros pies y luz para nuestro camino (<a href="/bible/old-testament/psalms/119/105">Salmo 119:105</a>). Ese versículo nos dio nuestro nombre y nuestro propósito.</p>
        <h2>Lo que ofrecemos</h2>
        <ul><li>La <a href="/bible">Biblia King James</a> completa, libro por libro y capítulo por capítulo, con los nombres de los libros en español.</li><li>Devocionales de mañana, tarde y noche, cada uno con un pasaje, un breve estudio, una oración y palabras de cristianos de otras épocas.</li><li>Versículos agrupados por tema, como <a href="/verses/hope">esperanza</a>, <a href="/verses/peace">paz</a> y <a href="/verses/strength">fortaleza</a>.</li><li>Artículos y vídeos para ayudarte a crecer en la fe.</li></ul>
        <h2>Lo que creemos</h2>
        <p>Creemos que la Biblia es la palabra de Dios, que Jesucristo es el Señor y que cualquiera puede acercarse a él. Lamp es tanto para quien tiene curiosidad como para quien ya está comprometido.</p>`,
    },
  },
  {
    urlSegment: 'privacy-policy', name: 'Privacy Policy', title: 'Privacy Policy',
    summary: 'What we collect, why we collect it, and the choices you have.',
    markup: `<p>Last updated: 1 January 2025.</p>
      <h2>Information we collect</h2>
      <ul><li><strong>Account details</strong> you give us when you register: your name and email address.</li><li><strong>Preferences</strong> such as favourite verses and your answers to optional personalisation questions.</li><li><strong>Usage information</strong> such as pages viewed, collected to keep the site working and improve it.</li></ul>
      <h2>How we use it</h2>
      <p>We use your information to send the devotions you ask for, to remember your favourites and to personalise your experience. We do not sell your personal information.</p>
      <h2>Advertising</h2>
      <p>Some pages show advertising from partners, who may use cookies. You can control cookies in your browser settings.</p>
      <h2>Your choices</h2>
      <p>You can update your profile, <a href="/unsubscribe">unsubscribe from emails</a> at any time, or ask us to delete your account by writing to <a href="mailto:privacy@lamp.example">privacy@lamp.example</a>.</p>`,
    spanish: {
      name: 'Política de privacidad', title: 'Política de privacidad', summary: 'Qué datos recopilamos, por qué los recopilamos y qué opciones tienes.',
      markup: `<p>Última actualización: 1 de enero de 2025.</p>
        <h2>Información que recopilamos</h2>
        <ul><li><strong>Datos de la cuenta</strong> que nos das al registrarte: tu nombre y tu correo electrónico.</li><li><strong>Preferencias</strong>, como tus versículos favoritos y tus respuestas a las preguntas opcionales de personalización.</li><li><strong>Información de uso</strong>, como las páginas visitadas, que recogemos para que el sitio funcione y para mejorarlo.</li></ul>
        <h2>Cómo la usamos</h2>
        <p>Usamos tu información para enviarte los devocionales que pides, recordar tus favoritos y personalizar tu experiencia. No vendemos tu información personal.</p>
        <h2>Publicidad</h2>
        <p>Algunas páginas muestran publicidad de socios que pueden usar cookies. Puedes controlar las cookies desde la configuración de tu navegador.</p>
        <h2>Tus opciones</h2>
        <p>Puedes actualizar tu perfil, <a href="/unsubscribe">darte de baja de los correos</a> en cualquier momento o pedirnos que eliminemos tu cuenta escribiendo a <a href="mailto:privacy@lamp.example">privacy@lamp.example</a>.</p>`,
    },
  },
  {
    urlSegment: 'terms', name: 'Terms of Use', title: 'Terms of Use',
    summary: 'The terms that apply when you use Lamp.',
    markup: `<p>Last updated: 1 January 2025.</p>
      <h2>Using Lamp</h2>
      <p>Lamp is offered for personal, non-commercial use. Please use it kindly and lawfully, and do not try to disrupt the service or other members.</p>
      <h2>Your account</h2>
      <p>You are responsible for keeping your password safe. Tell us straight away if you think someone else has used your account.</p>
      <h2>Content</h2>
      <ul><li>The King James Version text is in the public domain.</li><li>Articles, studies, prayers and videos are © Lamp and may be shared for personal, non-commercial use with a link back.</li><li>Quotations from historic Christian writers are in the public domain.</li></ul>
      <h2>Changes</h2>
      <p>We may update these terms; we will post the new version on this page with its date.</p>`,
    spanish: {
      name: 'Condiciones de uso', title: 'Condiciones de uso', summary: 'Las condiciones que se aplican cuando usas Lamp.',
      markup: `<p>Última actualización: 1 de enero de 2025.</p>
        <h2>Uso de Lamp</h2>
        <p>Lamp se ofrece para uso personal y no comercial. Úsalo con amabilidad y dentro de la ley, y no intentes perturbar el servicio ni a otros miembros.</p>
        <h2>Tu cuenta</h2>
        <p>Eres responsable de mantener segura tu contraseña. Avísanos de inmediato si crees que otra persona ha usado tu cuenta.</p>
        <h2>Contenido</h2>
        <ul><li>El texto de la versión King James es de dominio público.</li><li>Los artículos, estudios, oraciones y vídeos son © Lamp y pueden compartirse para uso personal y no comercial con un enlace a la fuente.</li><li>Las citas de autores cristianos históricos son de dominio público; sus traducciones al español son de Lamp.</li></ul>
        <h2>Cambios</h2>
        <p>Podemos actualizar estas condiciones; publicaremos la nueva versión en esta página, con su fecha.</p>`,
    },
  },
  {
    urlSegment: 'contact', name: 'Contact', title: 'Contact Us',
    summary: 'Questions, prayer requests or feedback: we would love to hear from you.',
    markup: `<p>We read every message, and we are glad to pray with you.</p>
      <h2>Get in touch</h2>
      <ul><li>General questions: <a href="mailto:hello@lamp.example">hello@lamp.example</a></li><li>Prayer requests: <a href="mailto:prayer@lamp.example">prayer@lamp.example</a></li><li>Help with your account: <a href="mailto:support@lamp.example">support@lamp.example</a></li></ul>
      <h2>Response times</h2>
      <p>We aim to reply within two working days. If you are in crisis, please contact your local emergency services or, in the United States, call or text <a href="https://988lifeline.org/" target="_blank" rel="noopener noreferrer">988</a>.</p>
      <p>Want to stop receiving the devotions by email? You can <a href="/unsubscribe">unsubscribe here</a>.</p>`,
    spanish: {
      name: 'Contacto', title: 'Contáctanos', summary: 'Preguntas, peticiones de oración o comentarios: nos encantará saber de ti.',
      markup: `<p>Leemos todos los mensajes y oramos contigo con mucho gusto.</p>
        <h2>Escríbenos</h2>
        <ul><li>Preguntas generales: <a href="mailto:hello@lamp.example">hello@lamp.example</a></li><li>Peticiones de oración: <a href="mailto:prayer@lamp.example">prayer@lamp.example</a></li><li>Ayuda con tu cuenta: <a href="mailto:support@lamp.example">support@lamp.example</a></li></ul>
        <h2>Tiempo de respuesta</h2>
        <p>Intentamos responder en un plazo de dos días laborables. Si estás en una situación de crisis, ponte en contacto con los servicios de emergencia de tu zona; en Estados Unidos puedes llamar o escribir al <a href="https://988lifeline.org/" target="_blank" rel="noopener noreferrer">988</a>, y en España llamar al 024.</p>
        <p>¿Quieres dejar de recibir los devocionales por correo? Puedes <a href="/unsubscribe">darte de baja aquí</a>.</p>`,
    },
  },
  {
    urlSegment: 'unsubscribe', name: 'Unsubscribe', title: 'Stop the Daily Devotions by Email',
    summary: 'Unsubscribe from the morning, afternoon and evening emails. Your account and favourites stay as they are.',
    markup: `<p>Enter the email address the devotions are sent to and we will stop sending them. It takes effect straight away; an email already on its way may still arrive.</p>
      <h2>What stopping emails means</h2>
      <ul><li>You will no longer receive the morning, afternoon and evening devotions by email.</li><li>Your Lamp account, your favourites and your profile are not touched: you can still sign in and read everything on the site.</li><li>Every day's devotion stays here to read whenever you like, starting with <a href="/emails/daily/am">today's morning devotion</a>.</li></ul>
      <h2>Changed your mind?</h2>
      <p>Sign up again at any time from the home page. If you would rather delete your account altogether, write to <a href="mailto:privacy@lamp.example">privacy@lamp.example</a>; our <a href="/privacy-policy">privacy policy</a> explains what we keep.</p>`,
    spanish: {
      name: 'Darse de baja', title: 'Dejar de recibir los devocionales por correo',
      summary: 'Date de baja de los correos de la mañana, la tarde y la noche. Tu cuenta y tus favoritos se quedan como están.',
      markup: `<p>Escribe la dirección de correo a la que te llegan los devocionales y dejaremos de enviarlos. El cambio es inmediato, aunque puede llegarte algún correo que ya estuviera en camino.</p>
        <h2>Qué significa darse de baja</h2>
        <ul><li>Dejarás de recibir por correo los devocionales de la mañana, la tarde y la noche.</li><li>Tu cuenta de Lamp, tus favoritos y tu perfil no cambian: puedes seguir iniciando sesión y leyendo todo en el sitio.</li><li>El devocional de cada día sigue aquí para leerlo cuando quieras, empezando por <a href="/emails/daily/am">el devocional de esta mañana</a>.</li></ul>
        <h2>¿Has cambiado de opinión?</h2>
        <p>Puedes volver a suscribirte cuando quieras desde la página de inicio. Si prefieres eliminar tu cuenta por completo, escribe a <a href="mailto:privacy@lamp.example">privacy@lamp.example</a>; nuestra <a href="/privacy-policy">política de privacidad</a> explica qué datos conservamos.</p>`,
    },
  },
]
