package io.objbench.core.workload;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The workload text with its line starts, so that positions reported by StAX (which point just
 * after a start tag) can be turned into the position of the tag's {@code <} and of each of its
 * attributes. Lines end at {@code \n}, {@code \r\n} or {@code \r}; columns count characters.
 */
final class SourceText {

    private final String text;
    private final int[] lineStarts;

    SourceText(String text) {
        this.text = text;
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                i++;
                starts.add(i + 1);
            } else if (c == '\n' || c == '\r') {
                starts.add(i + 1);
            }
        }
        lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The character offset of a 1-based line and column, clamped to the text. */
    int offset(int line, int column) {
        int l = Math.max(1, Math.min(line, lineStarts.length));
        return Math.max(0, Math.min(text.length(), lineStarts[l - 1] + Math.max(column, 1) - 1));
    }

    /** The 1-based {@code {line, column}} of an offset. */
    int[] position(int offset) {
        int lo = 0;
        int hi = lineStarts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts[mid] <= offset) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return new int[] {lo + 1, offset - lineStarts[lo] + 1};
    }

    /** The offset of the {@code <} opening the tag that ends just before {@code endOffset}. */
    int tagStart(int endOffset) {
        int i = text.lastIndexOf('<', Math.max(0, endOffset - 1));
        return Math.max(i, 0);
    }

    /**
     * The offset of each attribute name in the start tag beginning at {@code tagStart}, found by
     * scanning the tag (so text inside attribute values never matches).
     */
    Map<String, Integer> attributeOffsets(int tagStart) {
        Map<String, Integer> out = new HashMap<>();
        int i = tagStart + 1;
        while (i < text.length() && !isSpace(text.charAt(i)) && text.charAt(i) != '>' && text.charAt(i) != '/') {
            i++; // element name
        }
        while (i < text.length()) {
            while (i < text.length() && isSpace(text.charAt(i))) {
                i++;
            }
            if (i >= text.length() || text.charAt(i) == '>' || text.charAt(i) == '/') {
                break;
            }
            int nameStart = i;
            while (i < text.length() && text.charAt(i) != '=' && !isSpace(text.charAt(i)) && text.charAt(i) != '>') {
                i++;
            }
            out.putIfAbsent(text.substring(nameStart, i), nameStart);
            while (i < text.length() && text.charAt(i) != '"' && text.charAt(i) != '\'' && text.charAt(i) != '>') {
                i++;
            }
            if (i >= text.length() || text.charAt(i) == '>') {
                break;
            }
            int close = text.indexOf(text.charAt(i), i + 1);
            if (close < 0) {
                break;
            }
            i = close + 1;
        }
        return out;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }
}
