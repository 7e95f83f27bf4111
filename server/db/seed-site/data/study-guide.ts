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
}
