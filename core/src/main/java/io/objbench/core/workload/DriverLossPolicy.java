package io.objbench.core.workload;

import java.util.Locale;

/**
 * objbench's {@code onDriverLoss} on {@code <workload>} or {@code <workstage>}: what a stage does
 * when one of its drivers is declared lost (docs/distributed.md, "Losing a driver").
 */
public enum DriverLossPolicy {
    /** The default (COSBench's behaviour): the stage ends TERMINATED, the other missions aborted. */
    TERMINATE,
    /**
     * The stage goes on with the other drivers; the lost one's results up to its last accepted
     * snapshot are kept and the stage's verdict is suspect, naming the driver.
     */
    CONTINUE;

    /** The attribute's name. */
    public static final String ATTRIBUTE = "onDriverLoss";

    /** The attribute value: {@code terminate} or {@code continue}. */
    public String xmlName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The policy named {@code value} exactly (lower case), or null when there is none. */
    public static DriverLossPolicy ofXml(String value) {
        for (DriverLossPolicy p : values()) {
            if (p.xmlName().equals(value)) {
                return p;
            }
        }
        return null;
    }
}
