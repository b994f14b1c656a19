package io.objbench.adaptor.swift;

import java.nio.charset.StandardCharsets;

/** Percent-encodes container and object names for URL paths and query values. */
final class SwiftPaths {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private SwiftPaths() {
    }

    /** {@code name} encoded as path segments: '/' stays (Swift object names may hold it). */
    static String path(String name) {
        return encode(name, true);
    }

    /** {@code value} encoded for a query parameter. */
    static String query(String value) {
        return encode(value, false);
    }

    private static String encode(String s, boolean keepSlash) {
        int i = 0;
        while (i < s.length() && safe(s.charAt(i), keepSlash)) {
            i++;
        }
        if (i == s.length()) {
            return s; // the usual case: nothing to encode, nothing allocated
        }
        StringBuilder out = new StringBuilder(s.length() + 16).append(s, 0, i);
        for (byte b : s.substring(i).getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (c < 0x80 && safe(c, keepSlash)) {
                out.append(c);
            } else {
                out.append('%').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
            }
        }
        return out.toString();
    }

    private static boolean safe(char c, boolean keepSlash) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '-' || c == '_' || c == '.' || c == '~' || (keepSlash && c == '/');
    }
}
