/* Log events in words ("demo2 buys a Jubilee die paying fist + shield"), for the judge
 * stepper and the play page's event log. Pure functions over one log record; the text is
 * always put into the page with textContent, never as HTML. */
(function () {
  "use strict";

  const STEPS = {
    setup: "Setup", clear_and_draw: "Clear and Draw", roll_and_reroll: "Roll and Reroll",
    main: "Main", attack: "Attack", cleanup: "Cleanup",
    declare_attackers: "Attack (declare attackers)", declare_blockers: "Attack (declare blockers)",
    action_global_window: "Attack (actions and Globals)", assign_damage: "Attack (assign damage)",
    fast_knock_out: "Attack (Fast knock out)", regular_damage: "Attack (regular damage)",
    knock_out: "Attack (knock out)", end_of_combat: "Attack (end of combat)", game_over: "Game over",
  };
  const ZONE_NAMES = {
    prep: "the Prep Area", reserve: "the Reserve Pool", field: "the Field Zone",
    attack: "the Attack Zone", oop: "Out of Play", used: "the Used Pile", bag: "the bag",
    supply: "the supply", removed: "aside until end of turn", captured: "captured",
    gone: "nowhere (a token that left the Field Zone)",
  };
  // Which filter group an event type belongs to on the judge page.
  const GROUPS = {
    GameCreated: "turns", TossWon: "turns", OrderChosen: "turns", TurnBegan: "turns",
    StepBegan: "turns", TurnCleanedUp: "turns", TimeCalled: "turns", GameEnded: "turns",
    Conceded: "turns", PriorityGiven: "turns", PriorityPassed: "turns",
    DiceDrawn: "dice", DiceRolled: "dice", RerollChosen: "dice", DiceMoved: "dice",
    BagRefilled: "dice", DieSpun: "dice", ChanceRequested: "dice",
    DiePurchased: "buy", DieFabricated: "buy", DieBought: "buy", CharacterFielded: "buy", CharacterFieldedInstead: "buy", ActionDieUsed: "buy", GlobalUsed: "buy",
    VirtualEnergyGained: "buy", VirtualEnergyLost: "buy",
    AttackersDeclared: "combat", BlockersDeclared: "combat", DamageAssigned: "combat",
    CombatEnded: "combat", DieDamaged: "combat", DiceKnockedOut: "combat",
    StatsModified: "combat",
    PlayerDamaged: "life", LifeLost: "life", LifeGained: "life",
    AbilityTriggered: "abilities", AbilityResolved: "abilities", TargetChosen: "abilities",
    TriggerChosen: "abilities",
    RulingAnnotated: "rulings", RulingLifeSet: "rulings", RulingRewound: "rulings",
    CardDrafted: "turns", DicePurchased: "buy", ReactiveUsed: "buy", CharactersFielded: "buy",
    GlobalsUsed: "buy",
    DiceSwapped: "dice", DieRecovered: "dice", DamagePrevented: "life", DamageShielded: "life", TokensMade: "abilities", CardFlipped: "abilities",
    AbilityUsed: "abilities", EffectDeclared: "abilities", DeclarationAccepted: "abilities",
    DeclarationDisputed: "abilities", EffectStarted: "abilities", EffectEnded: "abilities",
    ReactionDeclined: "abilities", DiceCaptured: "abilities", CaptureEnded: "abilities",
    ControlTaken: "abilities", ControlEnded: "abilities",
  };

  // How long a capture or control lasts (DiceCaptured.until, ControlTaken.until; DM-23.1).
  function lasting(until, taking) {
    if (until === "next_turn") return "until the start of their next turn";
    if (until === "while_in_field") return "while the " + taking + " die stays in the Field Zone";
    return "until the end of the turn";
  }

  function titleCase(slug) {
    return String(slug).split("-").map(function (w) {
      return w ? w[0].toUpperCase() + w.slice(1) : w;
    }).join(" ");
  }

  /* What face `index` of a die's card shows ("level 2: 3A/2D", "energy: fist + burst"),
   * from the pages' card info (games/table.py card_info). */
  function faceFrom(cardInfo) {
    return function (dieId, index) {
      const parts = String(dieId).split(":");
      if (parts.length < 3) return null;
      const info = cardInfo[parts.slice(1, -1).join(":")];
      const face = info && (info.faces || [])[index];
      if (!face) return null;
      const energy = window.OvercrushDice ? window.OvercrushDice.energyWords
        : function (symbols) { return (symbols || []).join(" + "); };
      let text;
      if (face.kind === "character") {
        text = "level " + face.level + ": " + face.attack + "A/" + face.defense + "D";
      } else if (face.kind === "energy") text = "energy: " + energy(face.symbols);
      else text = String(face.kind).replace(/_/g, " ");
      if (face.bursts) text += face.bursts > 1 ? " + " + face.bursts + " bursts" : " + burst";
      return text;
    };
  }

  function make(context) {
    const players = (context && context.players) || ["player 1", "player 2"];
    const cards = (context && context.cards) || {};
    // The viewer's seat: their dice read "your Sidekick #5" (null or absent: a spectator or
    // a judge, who read every die with its player's name).
    const you = context && typeof context.you === "number" ? context.you : null;
    // The seat holding a die with no seat in its id (a Basic Action Die, a draft's die), from
    // the page's view; absent: such a die is named without its player.
    const seatOf = (context && context.seatOf) || function () { return -1; };
    // What a rolled face shows ("level 2: 3A/2D", "energy: fist + burst"), from the page's
    // card info; absent (the judge's stepper without it): the face's number.
    const faceOf = (context && context.faceOf) ||
      (context && context.cardInfo ? faceFrom(context.cardInfo) : function () { return null; });
    function faceSaid(dieId, index) {
      return faceOf(dieId, index) || "face " + (index + 1);
    }

    // "an Enrage die", "a Jubilee die": by the name's first sound, as far as a letter tells.
    function article(name) { return /^[aeiou]/i.test(String(name)) ? "an" : "a"; }
    function who(index) {
      if (index === null || index === undefined) return "nobody";
      return players[index] !== undefined ? players[index] : "player " + (Number(index) + 1);
    }
    function card(id) {
      if (cards[id]) return cards[id];
      // A token's die names no card ("p1:token.<seq>:<n>", effects/tokens.py): TokensMade
      // at that event says which.
      if (/^token\.\d+$/.test(String(id))) return "token";
      const parts = String(id).split(":");
      // A character token's card is "token:A:D[:affiliation]" (DM-24.1).
      if (parts[0] === "token" && parts.length >= 3) {
        return parts[1] + "/" + parts[2] + (parts[3] ? " " + parts.slice(3).join(":") : "") + " token";
      }
      return titleCase(id);
    }
    function die(id) {
      // Die ids are "p<seat>:<card>:<n>" ("bac:<card>:<n>" for Basic Action Dice): the
      // card's name and the die's number.
      const parts = String(id).split(":");
      if (parts.length >= 3) return card(parts.slice(1, -1).join(":")) + " #" + parts[parts.length - 1];
      if (String(id).startsWith("player:")) return who(Number(parts[1]));
      // An effect's source may be a card (a Global's, a Basic Action's): its name.
      if (parts.length === 1 && cards[id]) return cards[id];
      return String(id);
    }
    /* Whose die `id` is, a seat or null (a player, a card, an unknown holder). A player's
     * own dice say it in their id ("p<seat + 1>:…", flow/setup.py), which stays true in the
     * log's past when the die is captured, controlled or swapped since. */
    function owner(id) {
      const text = String(id);
      if (text.startsWith("player:") || text.split(":").length < 3) return null;
      const mine = /^p(\d+):/.exec(text);
      if (mine) return Number(mine[1]) - 1;
      const seat = seatOf(text);
      return typeof seat === "number" && seat >= 0 ? seat : null;
    }
    function whose(seat) { return seat === you ? "your " : who(seat) + "'s "; }
    /* A die with its owner ("your Sidekick #5", "ann's Sidekick #5"): both players' dice
     * of a card have the same names and numbers. A player or a card reads as die() has it. */
    function owned(id) {
      const seat = owner(id);
      return seat === null ? die(id) : whose(seat) + die(id);
    }
    /* Dice in a list, each run of one owner's dice led by the owner once ("your Sidekick
     * #1, Sidekick #2, ann's Jubilee #1"). */
    function ownedAll(ids) {
      let last = null;
      return ids.map(function (id) {
        const seat = owner(id);
        const text = seat === null || seat === last ? die(id) : whose(seat) + die(id);
        last = seat;
        return text;
      });
    }
    function dice(ids) {
      if (!ids || !ids.length) return "no dice";
      return ownedAll(ids).join(", ");
    }
    function paid(payment, virtual) {
      const symbols = [];
      (payment || []).forEach(function (pair) { (pair[1] || []).forEach(function (s) { symbols.push(s); }); });
      let text = symbols.length ? "paying " + symbols.join(" + ") : "for free";
      if (virtual) text += (symbols.length ? " and " : " with ") + virtual + " virtual energy";
      return text;
    }
    function zone(name) { return ZONE_NAMES[name] || name; }
    function words(slug) { return String(slug || "").replace(/_/g, " ").replace(/\bcant\b/g, "can't"); }
    // One declared effect (games/engine/model/decisions.py DeclaredEffect) in words.
    function effect(e) {
      let text = words(e.op) + (e.amount ? " " + e.amount : "");
      if (e.chosen) text += " on " + owned(e.chosen);
      else if (e.target && e.target !== "none") text += " on " + words(e.target);
      if (e.zone) text += " (" + zone(e.zone) + ")";
      return text;
    }

    const SAY = {
      GameCreated: function (r) {
        const life = (r.options || []).find(function (o) { return o[0] === "starting_life"; });
        return "The game is set up: " + who(0) + " v " + who(1) +
          (life ? ", " + life[1] + " life each" : "") + ".";
      },
      TossWon: function (r) { return who(r.player) + " wins the toss."; },
      OrderChosen: function (r) {
        return who(r.player) + " chooses to go " + (r.go_first ? "first" : "second") + ".";
      },
      TurnBegan: function (r) { return "Turn " + r.turn + " begins: " + who(r.player) + "'s turn."; },
      StepBegan: function (r) { return (STEPS[r.step] || r.step) + " step."; },
      DiceDrawn: function (r) {
        return who(r.player) + " draws " + dice(r.dice) + " into " + zone(r.to) + ".";
      },
      DiceRolled: function (r) {
        const faces = r.faces || [];
        const names = ownedAll(faces.map(function (f) { return f[0]; }));
        return who(r.player) + " rolls " + faces.map(function (f, i) {
          return names[i] + " (" + faceSaid(f[0], Number(f[1])) + ")";
        }).join(", ") + ".";
      },
      RerollChosen: function (r) {
        return r.dice && r.dice.length ? who(r.player) + " rerolls " + dice(r.dice) + "."
          : who(r.player) + " keeps every die.";
      },
      DiceMoved: function (r) {
        // "ann's Jubilee #2 to Out of Play", not "ann: ann's Jubilee #2 …" when the dice say whose.
        const said = (r.dice || []).length && r.dice.every(function (id) { return owner(id) === r.player; });
        return (said ? "" : who(r.player) + ": ") + dice(r.dice) + " to " + zone(r.to) +
          (r.reason ? " (" + r.reason.replace(/_/g, " ") + ")" : "") + ".";
      },
      BagRefilled: function (r) {
        return who(r.player) + "'s bag is refilled from the Used Pile (" +
          (r.dice || []).length + " dice).";
      },
      PriorityGiven: function (r) { return who(r.player) + " has priority."; },
      PriorityPassed: function (r) { return who(r.player) + " passes."; },
      DiePurchased: function (r) {
        return who(r.player) + " buys " + article(card(r.card)) + " " + card(r.card) + " die " +
          paid(r.paid, r.virtual) + ".";
      },
      DieBought: function (r) {
        return who(r.player) + " buys " + article(card(r.card)) + " " + card(r.card) +
          " die with an ability of " + card(r.source) + ".";
      },
      DieFabricated: function (r) {
        return who(r.player) + " buys " + article(card(r.card)) + " " + card(r.card) + " die by KOing " +
          (r.fabricated || []).length + " of their character dice (Fabricate).";
      },
      CharacterFielded: function (r) {
        return who(r.player) + " fields " + owned(r.die) + " " + paid(r.paid, r.virtual) + ".";
      },
      CharacterFieldedInstead: function (r) {
        return who(r.player) + " fields " + owned(r.die) + " for its card's other price (" +
          (r.instead === "life" ? "life" : "KOing their other dice in the Field Zone") + ").";
      },
      ActionDieUsed: function (r) { return who(r.player) + " uses " + owned(r.die) + "."; },
      GlobalUsed: function (r) {
        return who(r.player) + " uses " + card(r.card) + "'s Global ability " +
          (r.via ? "through the copy on " + owned(r.via) + " " : "") + paid(r.paid, r.virtual) + ".";
      },
      AttackersDeclared: function (r) {
        return r.dice && r.dice.length ? who(r.player) + " attacks with " + dice(r.dice) + "."
          : who(r.player) + " does not attack.";
      },
      BlockersDeclared: function (r) {
        if (!r.blocks || !r.blocks.length) return who(r.player) + " does not block.";
        return who(r.player) + " blocks: " + r.blocks.map(function (b) {
          return owned(b[0]) + " blocks " + owned(b[1]);
        }).join("; ") + ".";
      },
      DamageAssigned: function (r) {
        if (!r.splits || !r.splits.length) return who(r.player) + " assigns combat damage.";
        return who(r.player) + " assigns damage: " + r.splits.map(function (s) {
          return s[2] + " from " + owned(s[0]) + " to " + owned(s[1]);
        }).join("; ") + ".";
      },
      TargetChosen: function (r) { return who(r.player) + " targets " + owned(r.target) + "."; },
      TriggerChosen: function (r) {
        return who(r.player) + " resolves trigger " + (Number(r.index) + 1) + " next.";
      },
      Conceded: function (r) { return who(r.player) + " concedes."; },
      TimeCalled: function (r) {
        return "Time is called in turn " + r.turn + ": this turn and five more.";
      },
      LifeLost: function (r) {
        return who(r.player) + " loses " + r.amount + " life" +
          (r.reason ? " (" + r.reason.replace(/_/g, " ") + ")" : "") + ".";
      },
      LifeGained: function (r) { return who(r.player) + " gains " + r.amount + " life."; },
      VirtualEnergyGained: function (r) {
        return who(r.player) + " gains " + r.amount + " virtual energy.";
      },
      VirtualEnergyLost: function (r) {
        return who(r.player) + " loses " + r.amount + " unspent virtual energy.";
      },
      PlayerDamaged: function (r) {
        return who(r.player) + " takes " + r.amount + " damage from " + owned(r.source) +
          (r.combat ? " in combat" : "") + ".";
      },
      DieDamaged: function (r) {
        return owned(r.die) + " takes " + r.amount + " damage from " + owned(r.source) + ".";
      },
      DiceKnockedOut: function (r) { return dice(r.dice) + (r.dice.length > 1 ? " are" : " is") + " KO'd."; },
      DieSpun: function (r) {
        return owned(r.die) + " is turned to face " + (Number(r.face) + 1) +
          (r.reason ? " (" + r.reason.replace(/_/g, " ") + ")" : "") + ".";
      },
      StatsModified: function (r) {
        const sign = function (n) { return (n >= 0 ? "+" : "") + n; };
        return owned(r.die) + " gets " + sign(r.attack) + "A/" + sign(r.defense) + "D from " +
          owned(r.source) + ".";
      },
      CombatEnded: function () { return "Combat ends."; },
      TurnCleanedUp: function (r) { return "Turn " + r.turn + " ends."; },
      AbilityTriggered: function (r) {
        return card(r.card) + "'s " + (r.kind || "ability") + " triggers for " + who(r.controller) + ".";
      },
      AbilityResolved: function (r) {
        return card(r.card) + "'s " + (r.kind || "ability") + " resolves.";
      },
      ChanceRequested: function (r) {
        return who(r.player) + " must " + r.kind + (r.count ? " " + r.count : "") +
          (r.dice && r.dice.length ? " " + dice(r.dice) : "") + ".";
      },
      GameEnded: function (r) {
        const how = String(r.termination || "").replace(/_/g, " ");
        return r.winner === null || r.winner === undefined
          ? "The game is a draw (" + how + ")." : who(r.winner) + " wins (" + how + ").";
      },
      CardDrafted: function (r) {
        return who(r.player) + " drafts " + card(r.card) + (r.dice ? " with " + r.dice +
          (r.dice === 1 ? " die" : " dice") : ", keeping none of its dice") + ".";
      },
      DicePurchased: function (r) {
        return who(r.player) + " buys " + (r.cards || []).map(card).join(", ") + " " +
          paid(r.paid) + ".";
      },
      CharactersFielded: function (r) {
        return who(r.player) + " fields " + dice(r.dice) + " together " + paid(r.paid) + ".";
      },
      GlobalsUsed: function (r) {
        return who(r.player) + " uses " + card(r.card) + "'s Global ability " + r.times +
          (r.times === 1 ? " time " : " times ") + paid(r.paid) + ".";
      },
      AbilityUsed: function (r) {
        return who(r.player) + " uses an ability of " + owned(r.die) + ".";
      },
      ReactiveUsed: function (r) {
        return who(r.player) + " uses " + card(r.card) + "'s Reactive Global " +
          paid(r.paid, r.virtual) + (r.target ? ", naming " + owned(r.target) : "") + ".";
      },
      ReactionDeclined: function (r) { return who(r.player) + " lets the Reactive Global pass."; },
      EffectDeclared: function (r) {
        const effects = r.effects || [];
        const costs = r.costs || [];
        if (!effects.length && !costs.length) return who(r.player) + " declines the ability.";
        return who(r.player) + " declares " + (costs.length ? "(paying " +
          costs.map(effect).join("; ") + " first) " : "") + effects.map(effect).join("; ") + ".";
      },
      DeclarationAccepted: function (r) { return who(r.player) + " accepts the declaration."; },
      DeclarationDisputed: function (r) {
        return who(r.player) + " disputes the declaration of event " + r.about_seq +
          (r.reason ? ": " + r.reason : ".");
      },
      EffectStarted: function (r) {
        let text = owned(r.target) + ": " + words(r.effect) + (r.amount ? " " + r.amount : "");
        if (r.to) text += " to " + owned(r.to);
        return text + ", from " + owned(r.source) + ", " + (r.until === "next_turn"
          ? "until " + who(r.controller) + "'s next turn" : "until end of turn") + ".";
      },
      EffectEnded: function (r) {
        return owned(r.target) + ": " + words(r.effect) + " from " + owned(r.source) + " is used up.";
      },
      TokensMade: function (r) {
        const count = (r.dice || []).length;
        return who(r.player) + " gets " + (count === 1 ? "a " : count + " ") + card(r.card) +
          (count === 1 ? "" : "s") + " in the Field Zone (" + dice(r.dice) + "), from " +
          owned(r.source) + ".";
      },
      CardFlipped: function (r) {
        return who(r.player) + " flips " + card(r.card) + " to its other side.";
      },
      DiceCaptured: function (r) {
        return who(r.player) + " captures " + dice(r.dice) + (r.by ? " under " + owned(r.by) : "") +
          " (" + owned(r.source) + "): gone from the game " + lasting(r.until, "capturing") + ".";
      },
      CaptureEnded: function (r) {
        return "The capture of " + owned(r.die) + " ends (" + String(r.reason).replace(/_/g, " ") +
          "): back to " + zone(r.to) + " on its level.";
      },
      ControlTaken: function (r) {
        return who(r.player) + " takes control of " + dice(r.dice) +
          (r.by ? " with " + owned(r.by) : "") + " (" + owned(r.source) + ") " +
          lasting(r.until, "controlling") + ".";
      },
      ControlEnded: function (r) {
        return "Control of " + owned(r.die) + " ends (" + String(r.reason).replace(/_/g, " ") +
          "): back to " + who(r.player) + ", " + zone(r.to) + ".";
      },
      DamagePrevented: function (r) {
        return r.amount + " damage to " + owned(r.target) + " is prevented by " + owned(r.source) + ".";
      },
      DamageShielded: function (r) {
        return r.amount + (r.combat ? " combat" : "") + " damage from " + owned(r.dealer) + " to " +
          owned(r.target) + " is prevented by the shield of " + owned(r.source) + " (" +
          (r.left ? r.left + " more to prevent" : "used up") + ").";
      },
      DiceSwapped: function (r) {
        return owned(r.first) + " and " + owned(r.second) + " swap places (" + owned(r.source) + ").";
      },
      DieRecovered: function (r) {
        return owned(r.die) + " recovers: its damage and effects end (" + owned(r.source) + ").";
      },
      RulingAnnotated: function (r) {
        return "Judge " + r.judge + " notes on event " + r.about_seq + ": " + r.text;
      },
      RulingLifeSet: function (r) {
        return "Judge " + r.judge + " sets " + who(r.target) + "'s life to " + r.life +
          (r.reason ? ": " + r.reason : ".");
      },
      RulingRewound: function (r) {
        return "Judge " + r.judge + " rewinds the game to event " + r.to_seq +
          (r.reason ? ": " + r.reason : ".");
      },
    };

    function describe(record) {
      const say = SAY[record.type];
      if (say) {
        try {
          const text = say(record);
          // A sentence may open with the viewer's own die: "Your Sidekick #5 takes 2 damage".
          return text.startsWith("your ") ? "Your" + text.slice(4) : text;
        } catch (error) { /* fall through to the raw fields */ }
      }
      const parts = [];
      for (const [key, value] of Object.entries(record)) {
        if (key === "seq" || key === "type") continue;
        parts.push(key + " " + (typeof value === "string" ? value : JSON.stringify(value)));
      }
      return record.type + (parts.length ? ": " + parts.join(", ") : "");
    }

    /* The seat an event is about, for the judge page's player filter (null: both). */
    function seat(record) {
      for (const key of ["player", "controller", "target"]) {
        if (typeof record[key] === "number") return record[key];
      }
      return null;
    }

    return {describe: describe, seat: seat, die: die, owned: owned, card: card, who: who};
  }

  window.OvercrushWords = {
    make: make, group: function (type) { return GROUPS[type] || "other"; }, steps: STEPS,
  };
})();
