import { any, words } from './regex';
import type { SafetyPatterns } from './regex';

/**
 * English (and pinyin) patterns of the safety screen. The text they see is normalised
 * (normalize.ts): lower case, straight apostrophes, single spaces, evasions undone.
 *
 * Every English pattern is whole-word (`\b…\b`), so "skill" is not "kill" and "therapist"
 * is nothing. Idioms that share a word are excluded next to the pattern that would catch them.
 *
 * What counts as a crisis: a message that names suicide or self-harm, says the writer wants
 * to die or not to live (directly or in the indirect ways people really say it: "don't want
 * to wake up", "better off without me"), mentions a method or preparations, or says someone
 * else is in that danger. What does not: hyperbole about effort, boredom or embarrassment
 * ("this exam is killing me", "dying to know", "I could die of embarrassment"), figures of
 * speech ("kill the lights", "shot myself in the foot"), grief without risk ("my plant died"),
 * tarot ("the Death card") and low moods that don't mention death or self-harm ("I'm so sad",
 * "I feel dead inside after work", "I can't do this anymore"). Those go to the companion,
 * whose own instructions respond with care; the fixed crisis reply is for the unmistakable.
 */

/** Self or another person as the object of a self-directed act. */
const SELF = '(?:my ?sel+f|herself|himself|themselves|themself)';
const DONT = "(?:don'?t|do not|dnt|didn'?t|did not)";
const PILLS =
  '(?:pills|tablets|meds|medications?|sleeping pills|painkillers|tylenol|paracetamol|acetaminophen|ibuprofen|advil|aspirin|insulin|xanax|melatonin)';

/** Medicines and classes of medicine someone may ask us to dose, start or stop. */
const MEDS =
  '(?:meds|medications?|medicines?|pills|tablets|antidepressants?|anti-?depressants?|ssris?|snris?|antibiotics?|antipsychotics?|anti-?anxiety meds|benzos?|insulin|prescriptions?|ibuprofen|paracetamol|acetaminophen|tylenol|advil|motrin|aspirin|naproxen|xanax|valium|ativan|klonopin|zoloft|prozac|lexapro|wellbutrin|sertraline|fluoxetine|escitalopram|citalopram|bupropion|venlafaxine|lithium|adderall|ritalin|melatonin|birth control|the pill|painkillers?|sleeping pills|steroids?|statins?|metformin|dose|dosage)';

/** "Cancer" is also a sign: "do I have Cancer rising" is astrology, not a diagnosis. */
const NOT_THE_SIGN =
  '(?! (?:rising|moon|sun|sign|ascendant|placement|stellium|season|energy|venus|mars|mercury|jupiter|saturn|in (?:my|the)))';

/** Conditions people ask us to diagnose. */
const CONDITIONS = any(
  'depression',
  'clinical depression',
  'anxiety(?: disorder)?',
  'adhd',
  'autism',
  'bipolar(?: disorder)?',
  'ocd',
  'ptsd',
  'bpd',
  'borderline',
  'schizophrenia',
  'an eating disorder',
  'anorexia',
  'bulimia',
  'insomnia',
  `cancer${NOT_THE_SIGN}`,
  'an? tumou?r',
  'diabetes',
  'covid',
  'the flu',
  'an? (?:std|sti)',
  'hiv',
  'dementia',
  "alzheimer'?s",
  'a (?:disorder|disease|condition|mental illness|personality disorder)',
  '(?:\\w+ )?(?:disorder|syndrome|disease)',
);

/** Tradable assets and a few tickers everyone asks about. */
const ASSETS = any(
  '(?<!take |taking |took )stocks?',
  'shares',
  'equities',
  'crypto(?:currenc(?:y|ies)|s)?',
  'bitcoins?',
  'btc',
  'ethereum',
  'eth',
  'ether',
  'dogecoin',
  'doge',
  'solana',
  'xrp',
  'altcoins?',
  'meme ?coins?',
  'shitcoins?',
  'nfts?',
  'stock options',
  'call options',
  'put options',
  'options trading',
  'calls on',
  'puts on',
  'etfs?',
  'index funds?',
  'mutual funds?',
  '(?:government |treasury |corporate )?bonds',
  'treasur(?:y|ies)',
  'gold(?! (?:ring|necklace|chain|jewel\\w*|earrings?|bracelet|watch|dress|shoes))',
  'silver(?! (?:ring|necklace|chain|jewel\\w*|earrings?|bracelet|watch|dress|shoes))',
  'forex',
  'futures',
  'penny stocks?',
  's&p(?: ?500)?',
  'nasdaq',
  'the stock market',
  'reits?',
  'tsla',
  'tesla stock',
  'aapl',
  'nvda',
  'nvidia',
  'amzn',
  'msft',
  'googl?',
  'meta stock',
  'gme',
  'gamestop',
  'qqq',
  'voo',
  'pltr',
  'palantir',
  'mstr',
  'tqqq',
  'arkk',
);

/** What one does with an asset when told to. */
const TRADE = any(
  'buy',
  'sell',
  'short',
  'hold',
  'dump',
  'keep',
  'invest',
  'put',
  'move',
  'get into',
  'get out of',
  'go all[- ]?in',
  'cash out',
  'trade',
  'day ?trade',
  'bet',
  'yolo',
  'load up',
  'double down',
  'buy the dip',
  'pull out',
  'take profits?',
  'stake',
);

export const EN: SafetyPatterns = {
  crisis: {
    // Suicide or self-harm named outright, for oneself or someone else. "Suicide Squad",
    // suicide doors and the suicide king are names, not risk. "Killing myself" is checked
    // apart from "kill myself": it is mostly about effort ("killing myself trying to…").
    explicit: [
      words(
        'sui+ci+d(?:e|es|al|ality)(?! (?:squad|doors?|king|runs?|sprints?|drills?))',
        'kil+ ?m[yi] ?sel+f(?! laughing)',
        'kil+ing ?my ?sel+f(?! (?:laughing|trying|working|studying|at|over|for|with|to|on|in))',
        '(?<!\\d ?)kms',
        'unaliv(?:e|ed|ing)',
        'sewer ?slid(?:e|ing)',
        'self[- ]?(?:harm|harming|harmed|injur(?:y|e|ing|ed)|mutilat(?:e|ion|ing))',
        'end(?:ing)? (?:my|her|his|their) (?:own )?life',
        'ended (?:her|his|their) (?:own )?life',
        '(?:take|took|taking) (?:my|her|his|their) (?:own )?life',
        'end it all',
        '(?:going to|gonna|want to|wanna|plan to|planning to|ready to|decided to|thinking (?:of|about)) end(?:ing)? it (?:tonight|today|this weekend)(?! with)',
        'kill(?:s|ed|ing)? (?:herself|himself|themselves|themself)',
      ),
    ],

    // Wanting to die, not to live, or not to wake up; feeling life has no point; picturing
    // others better off without you. "To die of embarrassment/boredom" is hyperbole, "I'd
    // rather die than…" too, and "going to die" mostly is ("I'm gonna die if he sees this").
    wishToDie: [
      words(
        '(?:want|wanna|wana|wants|wish|wishing|wished|plan(?:ning)?|plans|ready|decided|trying|tried|long|longing|need) (?:to|2) die(?! (?:of|from) (?:embarrassment|boredom|cringe|laughter|laughing|shame)| laughing)',
        'wanna die(?! (?:of|from) (?:embarrassment|boredom|cringe|laughter|shame)| laughing)',
        'i (?:just |really |honestly |probably )?deserve to die',
        'wish (?:i (?:was|were) dead|i (?:had |was |were )?never (?:been born|born|existed))',
        'wish i could (?:just )?(?:die|stop existing|not exist|disappear forever|never wake up)',
        '(?:want|wanna|need) to (?:stop existing|not exist|cease to exist)',
        `${DONT} want to (?:live|be alive|exist|keep living|go on living|be here anymore|be around anymore)(?! (?:in|with|like|at|here|there|near|alone|together|this way|on|by|under|through))`,
        `${DONT} want to wake up(?! (?:early|at|before|so early|this early|for|from|until|in the morning for))`,
        "(?:hope|wish|pray) i (?:don'?t|never|won'?t|do not|will not) wake up",
        'never wake up again',
        'go to sleep and never wake up',
        '(?:tired|sick) of (?:living|being alive|existing|life)(?! (?:in|as|at|with|here|there|like|alone|paycheck|under|on))',
        'done with (?:life|living|being alive|existing)(?! (?:in|as|at|with|here|there|like|alone))',
        '(?:no|any) (?:reason|point|will) (?:to|in|of) (?:live|living|go(?:ing)? on|being alive|stay(?:ing)? alive)(?! (?:with|about|in (?:this|that|the)))',
        'nothing (?:left )?to live for',
        'lost (?:the|my) will to live',
        "(?:life|living) (?:is not|isn'?t|is no longer|ain'?t) worth (?:living|it anymore)",
        'not worth living',
        "(?:can'?t|cannot|can not) (?:go on|keep) living",
        'better off dead',
        'better off without me',
        '(?:would|will) (?:anyone|anybody|people|you|they) (?:even )?(?:care|notice|miss me|be sad|cry) (?:if|when) i (?:die|died|was gone|were gone|was dead|were dead|disappeared|killed myself)',
        '(?:if|when) i (?:die|died|was gone|were gone|was dead|were dead)[^.!?]{0,20} (?:would|will) (?:anyone|anybody|people|you|they) (?:even )?(?:care|notice|miss me|be sad|cry)',
        '(?:want|wanna|need|going|gonna|plan|wish i could) (?:to )?(?:just )?disappear forever',
        '(?:want|wanna|need|wish) (?:it all|everything|all of (?:it|this)|this all) to (?:end|stop)(?! (?:well|soon|on a|happily|nicely|peacefully))',
        '(?:want|wanna|need|wish) the pain to (?:end|stop) (?:forever|for good|permanently)',
        'goodbye cruel world',
        '(?:goodbye|suicide) note',
      ),
    ],

    // Methods, means and preparations, and acts of self-harm. Accidental injuries are
    // not crises ("I cut myself cooking"), so cutting and hurting need intent or repetition.
    // "Shot myself in the foot", "cutting myself some slack", "burning myself out" and
    // "drowning myself in work" are figures of speech.
    methods: [
      words(
        '(?:slit|slitting|cut|cutting|slice|slicing) (?:my|her|his|their) wrists?(?! (?:by accident|accidentally|on|opening|while))',
        `(?:want|wanna|need|going|gonna|urge|urges|trying|tried|try|feel like|thinking about|thought about|tempted|started|keep|can'?t stop|stop) (?:to )?(?:hurt|harm|cut|burn|starve|punish|injure|hurting|harming|cutting|burning|starving|punishing|injuring) ${SELF}`,
        `(?:cutting|harming|burning) ${SELF}(?! (?:out|off|some slack|slack|a (?:break|piece|slice)|free|loose))`,
        'cutting again',
        'relapsed? (?:into|on) (?:self[- ]?harm|cutting)',
        `hang(?:ing|ed)? ${SELF}`,
        'nooses?',
        `(?:shoot|shooting|shot) ${SELF}(?! in the (?:foot|feet))`,
        '(?:gun|pistol) to my head',
        `drown(?:ing)? ${SELF}(?! in (?:work|coffee|tea|wine|booze|chocolate|ice cream|tv|netflix|books?|music|games?|studies|homework|tears|sorrows?|paperwork|emails?))`,
        `(?:jump|jumping|jumped|throw ${SELF}|throwing ${SELF}) (?:off|from) (?:a|the|this|that|my) (?:bridge|building|roof|rooftop|balcony|cliff|window|tower|ledge)`,
        `(?:jump|step|walk|throw ${SELF}|lie down) in front of (?:a|the) (?:train|car|bus|truck|subway)`,
        'overdos(?:e|ed|es|ing)(?! on (?:caffeine|coffee|sugar|chocolate|candy|cake|carbs|memes|drama|netflix|anime|love|cuteness|cute))',
        "(?:going to|gonna|want to|wanna|will|might|tried to|try to|planning to|plan to|i'?ll) od",
        `(?:take|took|taking|swallow|swallowed|swallowing) (?:all|a bottle of|the whole bottle of|a whole bottle of|a handful of|a bunch of|too many|all of) (?:my |the |these |those |her |his )?${PILLS}`,
        `(?:stockpil|hoard)(?:e|ed|es|ing) (?:up )?(?:my |the )?${PILLS}`,
        `(?:save|saved|saving) up (?:my |the |some )?${PILLS}`,
        '(?:lethal|fatal|deadly) (?:dose|amount|overdose)',
        `how (?:many|much) (?:of )?(?:my |the |these )?${PILLS}\\b[^.!?]{0,30}\\b(?:would|will|to|does it take to|before|until|could) (?:kill|die|be fatal|be lethal|od|overdose)`,
        `(?:dose|dosage|amount) of ${PILLS}[^.!?]{0,20} (?:would|will|to|could) kill me`,
        '(?:painless|easiest|quickest|fastest|best|surest|quietest) (?:way|ways|method|methods) to (?:die|kill (?:my ?self|yourself|oneself)|end (?:it|my life))',
        'how (?:to|do i|can i|could i|should i) (?:die|kill (?:my ?self|yourself|oneself)|end my life)(?! in (?:minecraft|the game|a game|my dream))',
      ),
    ],

    // Pinyin for typists who avoid Chinese characters: zisha 自杀 (not the zisha teapot),
    // bu xiang huo le 不想活了, qing sheng 轻生, zi can 自残, tiao lou 跳楼 (not 跳楼价).
    pinyin: [
      words(
        'zi ?sha(?! ?(?:hu|pot|pots|teapots?|tea|clay|cups?|ware))',
        'bu ?xiang ?huo',
        'qing ?sheng',
        'zi ?can',
        'tiao ?lou(?! ?jia)',
      ),
    ],
  },

  directive: {
    // Asking us to diagnose, or to choose, start, stop or dose a medicine. Talking about a
    // diagnosis one already has ("I was diagnosed with anxiety last year") is not asking.
    medical: [
      words(
        `(?:should|can|could|may|must|do|shall) i (?:stop|quit|start|keep|increase|decrease|lower|raise|up|double|halve|skip|change|switch|come off|go off|get off|wean off|taper|take|mix|combine|cut down on|cut back on)(?: taking| using| on)? (?:off )?(?:my |the |some |more |less |an? |any )?${MEDS}`,
        `(?:what|which|right|correct|safe|max(?:imum)?|recommended|normal|usual) (?:dose|dosage|doses)(?! of (?:reality|inspiration|courage|honesty|love|luck|motivation|sunshine|positivity|humou?r|fun|joy))`,
        `(?:dose|dosage) (?:of|for) ${MEDS}`,
        `how (?:much|many) (?:mg|milligrams?|pills?|tablets?|capsules?|drops?|${MEDS})\\b[^.!?]{0,30}\\b(?:should|can|do|could|must|to) (?:i )?(?:take|use|give)`,
        '(?:what|which) (?:medication|medicine|meds|pills?|drugs?|antidepressants?|antibiotics?|supplements?) (?:should|can|do|could|would|to) (?:i )?(?:take|use|try|get|ask for)',
        '(?:do|should|would) i (?:need|get|go on|be on|ask for) (?:some |an? )?(?:meds|medication|medicine|antidepressants?|anti-?anxiety meds|sleeping pills|ssris?)',
        '(?:prescribe|recommend) (?:me )?(?:some |a |an )?(?:medication|medicine|meds|pills|drugs?|antidepressants?|something for)',
        '(?:can|could|would|will|please) (?:you )?(?:please )?diagnos(?:e|is)',
        'diagnose (?:me|my|this|what|him|her|it)',
        "(?:what(?:'s| is)|give me|your) (?:a |an |your |the |my )?(?:diagnosis|prognosis)",
        `(?:do|could|might|can|would) i (?:have|be having|possibly have|actually have|really have) ${CONDITIONS}`,
        'am i (?:clinically )?(?:depressed|bipolar|autistic|adhd|anorexic|bulimic|psychotic|schizophrenic|ocd|having a (?:heart attack|stroke|panic attack|breakdown))',
        'is (?:it|this|that|my \\w+) (?:a )?symptoms? of(?! (?:heartbreak|love|being in love|a crush|a broken heart|missing))',
        `is (?:it|this|that|this lump|my \\w+) (?:a )?sign of ${CONDITIONS}`,
        `is (?:it|this|that|this lump|my \\w+) ${CONDITIONS}`,
        'what (?:illness|disease|condition|disorder|sickness) do i have',
        '(?:medical|health) advice',
      ),
    ],

    // Asking how to act in a legal matter or what a court will do: suing, charges, pleas,
    // custody, whether something is legal. Predicting a case's outcome counts too: it is a
    // legal ruling in other words. Calling the police is never refused, so it is not here.
    legal: [
      words(
        'should (?:i|we) (?:sue|countersue|press charges|file (?:a )?(?:lawsuit|suit|complaint|claim|charges)|plead|take (?:him|her|them|it|this|my \\w+) to court|go to court|appeal|testify|settle (?:out of court|the case|the lawsuit)|sign (?:the|a|this) (?:plea|settlement|plea deal))',
        '(?:can|could) (?:i|we) sue',
        '(?:can|could|will|would) (?:i|we|they|he|she|my \\w+) (?:legally|be sued|get sued)',
        '(?:how (?:do|can|could|should|would) (?:i|we)|help me|tell me how to) (?:win|fight|beat|appeal|contest|handle|get out of|prepare for|argue) (?:my |the |this |a |our )?(?:custody|court|legal|criminal|civil|divorce|eviction|lawsuit|case|trial|hearing|dui|charges?|ticket|sentence|conviction|settlement)',
        'what (?:should|do|can) (?:i|we) (?:say|tell|do|argue|plead) (?:in|at|to|before) (?:court|the court|the judge|my hearing|the hearing|my trial|trial|the jury|my deposition)',
        'is (?:it|this|that) (?:legal|illegal|against the law|a crime)(?! to (?:love|like|be|feel|miss|want|have feelings|fall|crush|dream|look))',
        '(?:is|am|are) (?:it|this|that|he|she|they|i|my \\w+) legally',
        'am i (?:legally )?liable',
        '(?:what are|tell me) my (?:legal )?rights',
        'legal advice',
        '(?:will|would) (?:the )?(?:judge|court|jury) (?:rule|decide|side|find|award|grant|give)',
        '(?:will|would|can|could) (?:i|we|he|she|they|my \\w+) (?:win|lose) (?:the |my |this |our |his |her |their )?(?:court |custody |divorce |legal |criminal )?(?:case|lawsuit|trial|custody|appeal|hearing|suit)',
        '(?:will|would) (?:i|he|she|they|we) (?:go|be sent|end up) (?:to|in) (?:jail|prison)',
        'how (?:many|long) (?:years|months) (?:will|would|could|might) (?:i|he|she|they) (?:get|serve|be sentenced)',
      ),
    ],

    // Asking what to buy, sell or hold, how much to invest, or where a price is going.
    // "Is it a good time to look for a job", money luck in a reading and buying a house or a
    // dress are life questions, not trading instructions.
    financial: [
      words(
        `(?:should|shall|can|could|must|do) (?:i|we) ${TRADE}\\b[^.!?]{0,30}?\\b${ASSETS}`,
        `(?:is it|is now|would it be) (?:a |the )?(?:good|right|bad|smart|wise|great) (?:time|moment|idea|day|week|month) to ${TRADE}\\b[^.!?]{0,30}?\\b${ASSETS}`,
        '(?:which|what) (?:stocks?|shares?|coins?|crypto(?:currenc(?:y|ies))?|altcoins?|etfs?|funds?|index funds?|options|penny stocks?) (?:should|to|do|would|can|could|will|are) (?:i |you |we )?(?:buy|sell|invest(?: in)?|pick|get|choose|hold|short|recommend|go up|moon|pump)',
        `all[- ]?in (?:on|in|with|into) ${ASSETS}`,
        `(?:will|is|are|does|did) ${ASSETS} (?:go(?:ing)? (?:up|down)|(?:going to|gonna) (?:go up|go down|rise|fall|drop|crash|pump|dump|moon|recover)|rise|rising|fall|falling|drop|dropping|crash|crashing|pump|pumping|dump|dumping|moon|mooning|recover|rebound|rally|hit \\d)`,
        '(?:how much|what percent(?:age)?|what portion|what share) (?:of my (?:savings|money|salary|income|paycheck|portfolio) )?(?:should|do|can) i (?:invest|put|allocate|keep in)',
        '(?:investment|investing|trading|stock|crypto|coin) (?:advice|tips?|picks?|signals?)',
        '(?:buy|sell) signals?',
        'price target',
        '(?:recommend|suggest|pick|give me|tell me) (?:me )?(?:a |some |your |the )?(?:best |good |top |hot )?(?:stocks?|coins?|cryptos?|etfs?|penny stocks?|investments?)(?! (?:market|photo|image|flip|toss))',
        'yolo (?:my |our |all my )?(?:savings|money|paycheck|401k|retirement|rent)',
      ),
      // cashtags ("$tsla") with a trading verb, or in a question
      /\b(?:(?:buy|sell|short|hold|dump)(?:s|ing)?|all[- ]?in|long|yolo)\b[^.!?]{0,15}\$[a-z]{1,5}\b/u,
      /(?:^|[^a-z0-9])\$[a-z]{1,5}\b[^.!?]{0,30}\?/u,
    ],
  },
};
