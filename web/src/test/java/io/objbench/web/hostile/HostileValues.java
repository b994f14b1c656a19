package io.objbench.web.hostile;

import java.util.ArrayList;
import java.util.List;

/**
 * The hostile values every attribute, field, parameter and id of the suite is tried with: empty,
 * huge, negative, overflowing, non-ASCII digits, control characters, NUL, path traversal, script,
 * spreadsheet formulas, lookups and format strings, quotes, astral and bidi characters. None
 * contains what {@link LeakCheck} looks for, so a reply that echoes a value stays clean.
 */
final class HostileValues {

    /** A labelled hostile value. */
    record Value(String label, String text) {
        @Override
        public String toString() {
            return label;
        }
    }

    private HostileValues() {
    }

    /** The values for any text: attributes, form fields, query parameters. */
    static List<Value> all() {
        return List.of(
                new Value("empty", ""),
                new Value("blank", "   "),
                new Value("huge", "a".repeat(70_000)),
                new Value("negative", "-1"),
                new Value("zero", "0"),
                new Value("int-overflow", "2147483648"),
                new Value("long-overflow", "99999999999999999999999"),
                new Value("fraction", "1.5"),
                new Value("exponent", "1e9"),
                new Value("hex", "0x1F"),
                new Value("arabic-digits", "\u0661\u0662"),
                new Value("fullwidth-digits", "\uFF11\uFF12"),
                new Value("trailing-garbage", "12abc"),
                new Value("control-char", "a\u0001b"),
                new Value("nul", "a\u0000b"),
                new Value("newline", "a\nb"),
                new Value("crlf", "a\r\nSet-Cookie: x=1"),
                new Value("path-traversal", "../../../../etc/passwd"),
                new Value("script", "<script>alert(1)</script>"),
                new Value("formula", "=HYPERLINK(\"http://x.invalid\",\"y\")"),
                new Value("lookup", "${jndi:ldap://127.0.0.1/a}"),
                new Value("format", "%s%n%x"),
                new Value("quotes", "'\";--"),
                new Value("astral", "\u540D\u524D\uD83D\uDE80"),
                new Value("bidi", "\u202Eevil"));
    }

    /** Values for ids in paths and parameters: {@link #all()} plus near-misses of real run ids. */
    static List<Value> ids() {
        List<Value> v = new ArrayList<>(all());
        v.add(new Value("w0", "w0"));
        v.add(new Value("w-minus", "w-1"));
        v.add(new Value("w-leading-zero", "w01"));
        v.add(new Value("w-plus", "w+1"));
        v.add(new Value("w-upper", "W1"));
        v.add(new Value("w-overflow", "w99999999999999999999"));
        v.add(new Value("w-dot-segment", "w1/../w1"));
        v.add(new Value("w-arabic", "w\u0661"));
        return v;
    }

    /** Values for the key=value config strings of workloads. */
    static List<Value> configs() {
        List<Value> v = new ArrayList<>(all());
        v.add(new Value("cfg-empty-pairs", ";;=;"));
        v.add(new Value("cfg-reversed-range", "containers=r(1,0)"));
        v.add(new Value("cfg-size-overflow", "sizes=c(2147483647)TiB"));
        v.add(new Value("cfg-huge-size", "sizes=c(6)TiB"));
        v.add(new Value("cfg-unit", "sizes=c(1)XB"));
        v.add(new Value("cfg-uniform-reversed", "objects=u(10,1)"));
        v.add(new Value("cfg-duplicate", "containers=c(1);containers=c(2)"));
        v.add(new Value("cfg-negative-latency", "latency=fixed(-1)"));
        v.add(new Value("cfg-traversal-prefix", "cprefix=../../x"));
        v.add(new Value("cfg-unknown-key", "nosuchkey=1"));
        v.add(new Value("cfg-unclosed", "containers=u(1,"));
        return v;
    }
}
