package io.objbench.core.selector;

import io.objbench.api.ByteSize;
import java.util.Objects;

/**
 * A size selector: a selector over unit counts and the unit, e.g. {@code u(1,4)MiB}.
 *
 * @param selector how many units
 * @param unit     the unit
 */
public record SizeSelector(Selector selector, ByteSize unit) {

    public SizeSelector {
        Objects.requireNonNull(selector, "selector");
        Objects.requireNonNull(unit, "unit");
    }

    /** The largest size in bytes this selector can produce (for sizing payload buffers). */
    public long maxBytes() {
        return Math.multiplyExact(selector.max(), unit.bytes());
    }

    /** The expression in canonical form. */
    public String text() {
        return selector.text() + unit.symbol();
    }
}
