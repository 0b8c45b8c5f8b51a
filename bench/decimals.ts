// `npm run bench:decimals`: a sales file's amounts rounded and added on their digits
// (`@larder/domain` toDecimal, sum) against the same through a fraction each, side by side in one
// run: 100,000 amounts as a POS exports them, best of five rounds each. Checks that both give the
// same answers; exits 1 if the digits are not at least twice as fast.
import Fraction from "fraction.js";
import { sum, toDecimal } from "../packages/domain/src/quantity";

const AMOUNTS = Array.from(
  { length: 100_000 },
  (_, n) => `${12 + (n % 20)}.${String((n * 7) % 1000).padStart(3, "0")}`,
);
const best = (work: () => unknown) => {
  let fastest = Infinity;
  for (let round = 0; round < 5; round += 1) {
    const began = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - began);
  }
  return fastest;
};

const rounded = AMOUNTS.map((amount) => toDecimal(amount, 2));
const throughFractions = AMOUNTS.map((amount) => toDecimal(new Fraction(amount), 2));
const total = sum(AMOUNTS);
const totalThroughFractions = AMOUNTS.reduce((acc, a) => acc.add(new Fraction(a)), new Fraction(0));
if (
  rounded.some((text, index) => text !== throughFractions[index]) ||
  !total.equals(totalThroughFractions)
) {
  console.log("✖ the digits and the fractions disagree");
  process.exit(1);
}

const round = {
  digits: best(() => AMOUNTS.map((a) => toDecimal(a, 2))),
  fractions: best(() => AMOUNTS.map((a) => toDecimal(new Fraction(a), 2))),
};
const add = {
  digits: best(() => sum(AMOUNTS)),
  fractions: best(() => AMOUNTS.reduce((acc, a) => acc.add(new Fraction(a)), new Fraction(0))),
};
let ok = true;
for (const [name, figures] of [
  ["round to cents", round],
  ["add up", add],
] as const) {
  const ratio = figures.fractions / figures.digits;
  ok &&= ratio >= 2;
  console.log(
    `${ratio >= 2 ? "✔" : "✖"} ${name}, 100,000 amounts: digits ${figures.digits.toFixed(1)} ms, a fraction each ${figures.fractions.toFixed(1)} ms, ${ratio.toFixed(1)}× (bar 2×)`,
  );
}
process.exit(ok ? 0 : 1);
