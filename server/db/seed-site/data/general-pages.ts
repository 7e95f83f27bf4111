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
      name: 'Acerca de', title: 'Acerca de Lamp', summary: 'Lamp te ayuda a leer la Biblia y pasar unos minutos con Dios cada día.',
      markup: `<p>"Lámpara es a mis pies tu palabra, y lumbrera a mi camino" (Salmo 119:105). Ese versículo nos dio nuestro nombre y nuestro propósito.</p>
        <h2>Lo que ofrecemos</h2>
        <ul><li>La <a href="/es/bible">Biblia King James</a> completa, libro por libro y capítulo por capítulo.</li><li>Devocionales de mañana, tarde y noche.</li><li>Versículos agrupados por tema, como <a href="/es/verses/hope">esperanza</a> y <a href="/es/verses/peace">paz</a>.</li><li>Artículos y vídeos para crecer en la fe.</li></ul>
        <h2>Lo que creemos</h2>
        <p>Creemos que la Biblia es la palabra de Dios, que Jesucristo es el Señor y que cualquiera puede acercarse a él.</p>`,
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
      <p>You can update your profile, unsubscribe from emails at any time, or ask us to delete your account by writing to <a href="mailto:privacy@lamp.example">privacy@lamp.example</a>.</p>`,
    spanish: {
      name: 'Política de privacidad', title: 'Política de privacidad', summary: 'Qué datos recopilamos, por qué y qué opciones tienes.',
      markup: `<p>Última actualización: 1 de enero de 2025.</p>
        <h2>Información que recopilamos</h2>
        <ul><li><strong>Datos de la cuenta</strong>: tu nombre y correo electrónico.</li><li><strong>Preferencias</strong>, como versículos favoritos.</li><li><strong>Información de uso</strong>, como las páginas visitadas.</li></ul>
        <h2>Cómo la usamos</h2>
        <p>Usamos tu información para enviarte los devocionales que pides y personalizar tu experiencia. No vendemos tu información personal.</p>
        <h2>Tus opciones</h2>
        <p>Puedes actualizar tu perfil, darte de baja de los correos o pedir que eliminemos tu cuenta escribiendo a <a href="mailto:privacy@lamp.example">privacy@lamp.example</a>.</p>`,
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
        <p>Lamp se ofrece para uso personal y no comercial. Úsalo con respeto y de forma legal.</p>
        <h2>Tu cuenta</h2>
        <p>Eres responsable de mantener segura tu contraseña.</p>
        <h2>Contenido</h2>
        <p>El texto de la versión King James es de dominio público. Los artículos, estudios y oraciones son © Lamp.</p>`,
    },
  },
  {
    urlSegment: 'contact', name: 'Contact', title: 'Contact Us',
    summary: 'Questions, prayer requests or feedback: we would love to hear from you.',
    markup: `<p>We read every message, and we are glad to pray with you.</p>
      <h2>Get in touch</h2>
      <ul><li>General questions: <a href="mailto:hello@lamp.example">hello@lamp.example</a></li><li>Prayer requests: <a href="mailto:prayer@lamp.example">prayer@lamp.example</a></li><li>Help with your account: <a href="mailto:support@lamp.example">support@lamp.example</a></li></ul>
      <h2>Response times</h2>
      <p>We aim to reply within two working days. If you are in crisis, please contact your local emergency services or, in the United States, call or text <a href="https://988lifeline.org/" target="_blank" rel="noopener noreferrer">988</a>.</p>`,
    spanish: {
      name: 'Contacto', title: 'Contáctanos', summary: 'Preguntas, peticiones de oración o comentarios: nos encantaría saber de ti.',
      markup: `<p>Leemos cada mensaje y con gusto oramos contigo.</p>
        <h2>Escríbenos</h2>
        <ul><li>Preguntas generales: <a href="mailto:hello@lamp.example">hello@lamp.example</a></li><li>Peticiones de oración: <a href="mailto:prayer@lamp.example">prayer@lamp.example</a></li></ul>
        <h2>Tiempo de respuesta</h2>
        <p>Intentamos responder en un plazo de dos días laborables.</p>`,
    },
  },
]
