package io.objbench.core.selector;

import io.objbench.api.ByteSize;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Parses selector expressions. Grammar (cosbench-format.md §2.2), detection by prefix:
 * <pre>
 *   c(n) | u(lo,hi) | u(lo) | r(lo,hi) | lo-hi | s(lo,hi) | h(lo|hi|w,…, lo||w)
 *   z(lo,hi,skew) | zs(lo,hi,skew) | hot(lo,hi,keys,ops) | latest(lo,hi,skew)     (objbench)
 * </pre>
 * The objbench extensions take decimals ({@code 0.99}): a skew in (0, 10], fractions in (0, 1).
 * Numbers are non-negative integers; for u/r/s and legacy ranges {@code 1 ≤ lo ≤ hi}, except
 * the special {@code r(0,0)} that special works use for "no objects". Size selectors take a unit
 * after the closing parenthesis ({@link #parseSize}). Errors are {@link IllegalArgumentException}s
 * saying what was expected; the workload reader adds the location.
 */
public final class SelectorParser {

    /** The open upper bound COSBench uses for {@code u(lo)} and {@code lo||w}. */
    public static final long OPEN_UPPER = Integer.MAX_VALUE;

    private SelectorParser() {
    }

    /** Parses a selector without a unit. */
    public static Selector parse(String expression) {
        String s = expression.trim();
        if (s.isEmpty()) {
            throw bad(expression, "it is empty: expected " + EXPECTED);
        }
        char kind = s.charAt(0);
        if (asciiDigit(kind)) {
            return legacyRange(s, expression);
        }
        int open = s.indexOf('(');
        if (open < 1 || s.length() < open + 2 || s.charAt(s.length() - 1) != ')') {
            throw bad(expression, "expected " + EXPECTED);
        }
        String name = s.substring(0, open);
        String body = s.substring(open + 1, s.length() - 1).trim();
        return switch (name) {
            case "c" -> new Selector.Constant(number(body, expression));
            case "u" -> {
                String[] a = args(body, expression, 1, 2);
                long lo = number(a[0], expression);
                long hi = a.length == 2 ? number(a[1], expression) : OPEN_UPPER;
                checkBounds(lo, hi, expression, false);
                yield new Selector.Uniform(lo, hi);
            }
            case "r" -> {
                String[] a = args(body, expression, 2, 2);
                long lo = number(a[0], expression);
                long hi = number(a[1], expression);
                checkBounds(lo, hi, expression, true);
                yield new Selector.Range(lo, hi);
            }
            case "s" -> {
                String[] a = args(body, expression, 2, 2);
                long lo = number(a[0], expression);
                long hi = number(a[1], expression);
                checkBounds(lo, hi, expression, false);
                yield new Selector.Sequential(lo, hi);
            }
            case "h" -> histogram(body, expression);
            case "z", "zs", "latest" -> skewed(name, body, expression);
            case "hot" -> hotSpot(body, expression);
            default -> throw bad(expression, "unknown selector '" + name + "(': expected c, u, r, s or h"
                    + " (COSBench), or z, zs, hot or latest (objbench)");
        };
    }

    private static final String EXPECTED = "c(n), u(lo,hi), r(lo,hi), s(lo,hi), h(lo|hi|weight,…) or lo-hi"
            + " (COSBench), or z(lo,hi,skew), zs(lo,hi,skew), hot(lo,hi,keys,ops) or latest(lo,hi,skew) (objbench)";

    /** The largest Zipf skew: at 10 the first value already takes 99.9 % of the draws. */
    public static final BigDecimal MAX_SKEW = BigDecimal.TEN;

    /** z(lo,hi,s), zs(lo,hi,s), latest(lo,hi,s). */
    private static Selector skewed(String name, String body, String expression) {
        String[] a = args(body, expression, 3, 3);
        long lo = number(a[0], expression);
        long hi = number(a[1], expression);
        checkBounds(lo, hi, expression, false);
        BigDecimal skew = decimal(a[2], expression);
        if (skew.signum() <= 0 || skew.compareTo(MAX_SKEW) > 0) {
            throw bad(expression, "the skew " + skew.toPlainString() + " is out of range: expected a number greater"
                    + " than 0 (0 is uniform: use u()) and at most " + MAX_SKEW
                    + " (beyond, nearly every draw is the first value: use c())");
        }
        return switch (name) {
            case "z" -> new Selector.Zipfian(lo, hi, skew, false);
            case "zs" -> new Selector.Zipfian(lo, hi, skew, true);
            default -> new Selector.Latest(lo, hi, skew);
        };
    }

    /** hot(lo,hi,keys,ops). */
    private static Selector hotSpot(String body, String expression) {
        String[] a = args(body, expression, 4, 4);
        long lo = number(a[0], expression);
        long hi = number(a[1], expression);
        checkBounds(lo, hi, expression, false);
        BigDecimal keys = fraction(a[2], "hot key fraction", expression);
        BigDecimal ops = fraction(a[3], "hot operation fraction", expression);
        Selector.HotSpot hot = new Selector.HotSpot(lo, hi, keys, ops);
        String problem = hotSplitProblem(hot, hi - lo + 1);
        if (problem != null) {
            throw bad(expression, problem);
        }
        return hot;
    }

    /**
     * Why {@code hot} cannot split {@code n} values into a hot and a cold set, or {@code null} when it
     * can (also used for a worker's slice under division). The hot set is ⌊keys·n⌋ values.
     */
    public static String hotSplitProblem(Selector.HotSpot hot, long n) {
        long hotCount = hot.hotCount(n);
        if (hotCount < 1) {
            return "the hot set is empty: " + hot.keyFraction().toPlainString() + " of " + n
                    + " values is less than one value";
        }
        return null; // the cold set is never empty: the key fraction is below 1
    }

    private static BigDecimal fraction(String text, String what, String expression) {
        BigDecimal f = decimal(text, expression);
        if (f.signum() <= 0 || f.compareTo(BigDecimal.ONE) >= 0) {
            throw bad(expression, "the " + what + " " + f.toPlainString()
                    + " is not between 0 and 1: expected a number greater than 0 and less than 1");
        }
        return f;
    }

    /** A decimal number: ASCII digits, optionally a point and more digits ({@code 0.99}, {@code 1}). */
    private static BigDecimal decimal(String text, String expression) {
        String t = text.trim();
        int point = t.indexOf('.');
        String whole = point < 0 ? t : t.substring(0, point);
        String frac = point < 0 ? "0" : t.substring(point + 1);
        if (whole.isEmpty() || frac.isEmpty() || t.length() > 20
                || !whole.chars().allMatch(SelectorParser::asciiDigit) || !frac.chars().allMatch(SelectorParser::asciiDigit)) {
            throw bad(expression, "'" + t + "' is not a decimal number such as 0.99");
        }
        BigDecimal d = new BigDecimal(t).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0) : d;
    }

    /**
     * Parses a size selector: a selector followed by a unit, e.g. {@code c(64)KB}, {@code u(1,4)MiB}.
     */
    public static SizeSelector parseSize(String expression) {
        String s = expression.trim();
        int close = s.lastIndexOf(')');
        String sel;
        String unit;
        if (close >= 0) {
            sel = s.substring(0, close + 1);
            unit = s.substring(close + 1).trim();
        } else {
            int i = s.length();
            while (i > 0 && !asciiDigit(s.charAt(i - 1))) {
                i--;
            }
            sel = s.substring(0, i);
            unit = s.substring(i).trim();
        }
        if (unit.isEmpty()) {
            throw bad(expression, "size has no unit: expected one of B, KB, MB, GB, TB, KiB, MiB, GiB, TiB after the selector, e.g. c(64)KB");
        }
        ByteSize byteSize;
        try {
            byteSize = ByteSize.ofSymbol(unit);
        } catch (IllegalArgumentException e) {
            throw bad(expression, e.getMessage());
        }
        Selector count = parse(sel);
        if (count instanceof Selector.Latest) {
            throw bad(expression, "latest() picks recently written objects: it cannot pick sizes");
        }
        SizeSelector size = new SizeSelector(count, byteSize);
        try {
            size.maxBytes();
        } catch (ArithmeticException e) {
            throw bad(expression, "the largest size is more bytes than objbench can count (2^63 - 1)");
        }
        if (size.maxBytes() > MAX_OBJECT_BYTES) {
            throw bad(expression, "the largest size is " + size.maxBytes() + " bytes: objects are at most 5 TiB ("
                    + MAX_OBJECT_BYTES + " bytes), the largest any object store accepts");
        }
        return size;
    }

    /** 5 TiB: S3's and Swift's (with segments) largest object; larger sizes are typing mistakes. */
    public static final long MAX_OBJECT_BYTES = 5L << 40;

    /** '0'..'9' only: Character.isDigit would also take other scripts' digits. */
    private static boolean asciiDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static Selector legacyRange(String s, String expression) {
        int dash = s.indexOf('-');
        if (dash < 0) {
            throw bad(expression, "expected " + EXPECTED);
        }
        long lo = number(s.substring(0, dash), expression);
        long hi = number(s.substring(dash + 1), expression);
        checkBounds(lo, hi, expression, true);
        return new Selector.Range(lo, hi);
    }

    private static Selector histogram(String body, String expression) {
        if (body.isEmpty()) {
            throw bad(expression, "h() needs at least one bucket lo|hi|weight");
        }
        List<Selector.Bucket> buckets = new ArrayList<>();
        long total = 0;
        for (String part : body.split(",", -1)) {
            String p = part.trim();
            long lo;
            long hi;
            long weight;
            int open = p.indexOf("||");
            if (open >= 0) {
                lo = number(p.substring(0, open), expression);
                hi = OPEN_UPPER;
                weight = number(p.substring(open + 2), expression);
            } else {
                String[] f = p.split("\\|", -1);
                if (f.length != 3) {
                    throw bad(expression, "bucket '" + p + "' must be lo|hi|weight or lo||weight");
                }
                lo = number(f[0], expression);
                hi = number(f[1], expression);
                weight = number(f[2], expression);
            }
            if (lo > hi) {
                throw bad(expression, "bucket '" + p + "' has lo > hi");
            }
            if (weight <= 0) {
                throw bad(expression, "bucket '" + p + "' needs a positive integer weight");
            }
            total += weight;
            buckets.add(new Selector.Bucket(lo, hi, weight));
        }
        buckets.sort(Comparator.comparingLong(Selector.Bucket::lo));
        return new Selector.Histogram(buckets, total);
    }

    private static String[] args(String body, String expression, int min, int max) {
        String[] a = body.isEmpty() ? new String[0] : body.split(",", -1);
        if (a.length < min || a.length > max) {
            throw bad(expression, min == max ? "expected " + min + " arguments" : "expected " + min + " to " + max + " arguments");
        }
        return a;
    }

    private static long number(String text, String expression) {
        String t = text.trim();
        if (t.isEmpty() || !t.chars().allMatch(SelectorParser::asciiDigit)) {
            throw bad(expression, "'" + t + "' is not a non-negative integer");
        }
        try {
            long v = Long.parseLong(t);
            if (v > Integer.MAX_VALUE) {
                throw bad(expression, "'" + t + "' is larger than " + Integer.MAX_VALUE);
            }
            return v;
        } catch (NumberFormatException e) {
            throw bad(expression, "'" + t + "' is too large");
        }
    }

    private static void checkBounds(long lo, long hi, String expression, boolean allowEmptyRange) {
        if (allowEmptyRange && lo == 0 && hi == 0) {
            return; // r(0,0): the "no objects" range of init/dispose
        }
        if (lo < 1) {
            throw bad(expression, "the lower bound must be at least 1 (numbering starts at 1)");
        }
        if (lo > hi) {
            throw bad(expression, "the lower bound " + lo + " is greater than the upper bound " + hi);
        }
    }

    private static IllegalArgumentException bad(String expression, String why) {
        return new IllegalArgumentException("bad selector '" + expression.trim() + "': " + why);
    }
}
