package io.objbench.controller.server;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hides secrets of workloads in what the API serves: the value of every {@code key=value} pair of
 * a config string whose key is {@code secretkey}, {@code password}, {@code key}, {@code token} or
 * ends in {@code secret} or {@code password} (any case) becomes {@code ******}. It works on any
 * text (XML {@code config="…"} attributes, logs, JSON, messages): a value runs to the next
 * {@code ;}, quote, {@code <} or line end; XML entities such as {@code &amp;} stay inside it.
 * Values starting with {@code =} are left alone so base64 padding ({@code …/key==}) is never taken
 * for a pair.
 */
public final class SecretMasker {

    /** What a secret value becomes. */
    public static final String MASK = "******";

    // key not preceded by a key character, so "accesskey" or "mykey" never match "key"
    private static final Pattern PAIR = Pattern.compile(
            "(?<![\\w.-])((?i:secretkey|password|key|token|[\\w.-]*secret|[\\w.-]*password))(\\s*=\\s*)"
                    + "((?:&#?\\w+;|[^;\"'<&\\r\\n=\\s])(?:&#?\\w+;|[^;\"'<&\\r\\n])*)");

    private SecretMasker() {
    }

    /** {@code text} with every secret value replaced by {@link #MASK}. */
    public static String mask(String text) {
        Matcher m = PAIR.matcher(text);
        if (!m.find()) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length());
        do {
            m.appendReplacement(sb, "");
            sb.append(m.group(1)).append(m.group(2)).append(MASK);
        } while (m.find());
        m.appendTail(sb);
        return sb.toString();
    }
}
