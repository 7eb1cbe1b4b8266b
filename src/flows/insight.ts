/**
 * The portfolio insight (/portfolioInsight, reached from My assets): the investor's allocation by product, strategy
 * and currency, and the value of the holdings over time.
 */
export { portfolioInsight as loadPortfolioInsight } from '../actors/insight';
