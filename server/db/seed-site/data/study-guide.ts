/** The members-only guide (/members/bible-study-guide/): a real inductive-study method, section by section. */
export const STUDY_GUIDE = {
  title: 'The Lamp Bible Study Guide',
  summary: 'A step-by-step method for studying any passage of Scripture on your own or with a small group.',
  markup: `<p>This guide teaches a simple, time-tested way to study the Bible: <strong>observe</strong>, <strong>interpret</strong>, <strong>apply</strong>. It works for a single verse or a whole book, and it needs nothing but a Bible, a notebook and a willing heart.</p>
    <h2>1. Prepare</h2>
    <ul><li>Choose a passage of 10 to 20 verses, such as <a href="/bible/new-testament/philippians/4">Philippians 4:4-13</a>.</li><li>Set aside 30 minutes without your phone.</li><li>Begin with a short prayer: "Open thou mine eyes, that I may behold wondrous things out of thy law" (Psalm 119:18).</li></ul>
    <h2>2. Observe: what does it say?</h2>
    <p>Read the passage three times. Resist jumping to meaning; just notice.</p>
    <ol><li>Who is speaking, and to whom?</li><li>What words or ideas are repeated?</li><li>What commands, promises and warnings are there?</li><li>Look for connecting words: <em>therefore</em>, <em>but</em>, <em>because</em>, <em>so that</em>.</li></ol>
    <h2>3. Interpret: what does it mean?</h2>
    <ul><li><strong>Context:</strong> read the chapter before and after. What problem is the writer addressing?</li><li><strong>Scripture with Scripture:</strong> let clearer passages explain harder ones.</li><li><strong>The big story:</strong> ask how the passage points to Jesus.</li><li>Write the main point of the passage in one sentence.</li></ul>
    <h2>4. Apply: how should I respond?</h2>
    <p>Application is where study becomes transformation. Be specific and personal.</p>
    <ul><li>Is there a truth to believe, a sin to confess, a promise to hold, or a command to obey?</li><li>Write one action for this week, with a day and a time.</li><li>Choose one verse to memorise; our <a href="/verses/wisdom">verses on wisdom</a> are a good place to start.</li></ul>
    <h2>5. Pray it back</h2>
    <p>Turn your notes into prayer. Thank God for what you have seen of him, and ask for grace to live it out.</p>
    <h2>Leading a small group</h2>
    <ol><li>Read the passage aloud together, twice.</li><li>Ask one observation question and let everyone answer before moving on.</li><li>Ask, "What is the main point?" and agree on one sentence.</li><li>Share applications in pairs and pray for each other.</li><li>Close by reading the passage one last time.</li></ol>
    <h2>A six-week plan</h2>
    <table><thead><tr><th>Week</th><th>Passage</th><th>Theme</th></tr></thead><tbody>
    <tr><td>1</td><td>Psalm 1</td><td>Two ways to live</td></tr>
    <tr><td>2</td><td>Matthew 5:1-16</td><td>The Beatitudes</td></tr>
    <tr><td>3</td><td>John 15:1-17</td><td>Abiding in Christ</td></tr>
    <tr><td>4</td><td>Romans 8:18-39</td><td>No separation</td></tr>
    <tr><td>5</td><td>Philippians 4:4-13</td><td>Peace and contentment</td></tr>
    <tr><td>6</td><td>James 1:2-27</td><td>Faith that works</td></tr>
    </tbody></table>`,
  spanish: {
    title: 'La guía de estudio bíblico de Lamp',
    summary: 'Un método paso a paso para estudiar cualquier pasaje de la Escritura a solas o en un grupo pequeño.',
    markup: `<p>Esta guía enseña una manera sencilla y probada de estudiar la Biblia: <strong>observar</strong>, <strong>interpretar</strong> y <strong>aplicar</strong>. Sirve para un solo versículo o para un libro entero, y no necesita más que una Biblia, una libreta y un corazón dispuesto.</p>
    <h2>1. Prepárate</h2>
    <ul><li>Elige un pasaje de 10 a 20 versículos, como <a href="/bible/new-testament/philippians/4">Filipenses 4:4-13</a>.</li><li>Reserva 30 minutos sin el móvil.</li><li>Empieza con una breve oración pidiendo a Dios, como el salmista, que abra tus ojos para ver las maravillas de su ley (Salmo 119:18).</li></ul>
    <h2>2. Observa: ¿qué dice?</h2>
    <p>Lee el pasaje tres veces. No te precipites a buscar el significado; limítate a fijarte.</p>
    <ol><li>¿Quién habla y a quién?</li><li>¿Qué palabras o ideas se repiten?</li><li>¿Qué mandatos, promesas y advertencias hay?</li><li>Busca las palabras de enlace: <em>por tanto</em>, <em>pero</em>, <em>porque</em>, <em>para que</em>.</li></ol>
    <h2>3. Interpreta: ¿qué significa?</h2>
    <ul><li><strong>Contexto:</strong> lee el capítulo anterior y el siguiente. ¿Qué problema está tratando el autor?</li><li><strong>La Escritura con la Escritura:</strong> deja que los pasajes más claros expliquen los más difíciles.</li><li><strong>La gran historia:</strong> pregúntate cómo señala el pasaje a Jesús.</li><li>Escribe en una frase la idea principal del pasaje.</li></ul>
    <h2>4. Aplica: ¿cómo debo responder?</h2>
    <p>En la aplicación el estudio se convierte en transformación. Sé concreto y personal.</p>
    <ul><li>¿Hay una verdad que creer, un pecado que confesar, una promesa a la que aferrarse o un mandato que obedecer?</li><li>Escribe una acción para esta semana, con día y hora.</li><li>Elige un versículo para memorizar; nuestros <a href="/verses/wisdom">versículos sobre la sabiduría</a> son un buen punto de partida.</li></ul>
    <h2>5. Conviértelo en oración</h2>
    <p>Transforma tus notas en oración. Da gracias a Dios por lo que has visto de él y pídele gracia para vivirlo.</p>
    <h2>Si diriges un grupo pequeño</h2>
    <ol><li>Leed el pasaje en voz alta juntos, dos veces.</li><li>Haz una pregunta de observación y deja que todos respondan antes de seguir.</li><li>Pregunta «¿cuál es la idea principal?» y poneos de acuerdo en una frase.</li><li>Compartid aplicaciones por parejas y orad unos por otros.</li><li>Terminad leyendo el pasaje una última vez.</li></ol>
    <h2>Un plan de seis semanas</h2>
    <table><thead><tr><th>Semana</th><th>Pasaje</th><th>Tema</th></tr></thead><tbody>
    <tr><td>1</td><td>Salmo 1</td><td>Dos maneras de vivir</td></tr>
    <tr><td>2</td><td>Mateo 5:1-16</td><td>Las bienaventuranzas</td></tr>
    <tr><td>3</td><td>Juan 15:1-17</td><td>Permanecer en Cristo</td></tr>
    <tr><td>4</td><td>Romanos 8:18-39</td><td>Nada nos separará</td></tr>
    <tr><td>5</td><td>Filipenses 4:4-13</td><td>Paz y contentamiento</td></tr>
    <tr><td>6</td><td>Santiago 1:2-27</td><td>Una fe que obra</td></tr>
    </tbody></table>`,
  },
}
