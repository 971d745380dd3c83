0.25::e0.
0.75::e1(1).
0.3::e1(3); 0.1::e1(1).
0.25::p00 :- (e1(1), e0, e1(Z), Z >= 3) ; (p00, e0, subquery(e1(3), Q), Q < 0.33).
P::p10(Y) :- (p00, p11(1), p10(Z), between(1,3,Y), \+ e0, T =.. [g, Y], T \== g(0)), P is Y / 4.
p10(Y) :- e0, e0, p10(X), between(1,3,Y), \+ p00, X >= 3.
p11(X) :- e1(X), X >= 3, X @< 2.
p11(X) :- p00, p10(1), between(1,3,X), compare(O, X, 1), T =.. [g, X], T \== g(0).
p20 :- (p10(Z), e1(Z)) ; (p11(X), p11(X), p10(X)).
0.75::p20 :- p11(Z), e1(1), p10(1), \+ p10(Z).
p30(X) :- p20, p10(3), between(1,3,X), \+ p11(X).
0.9::p31(X) :- p00, e0, between(1,3,X), W is X + 2, W < 5, compare(O, X, 3).
p31(X) :- p10(X), subquery(e1(1), Q), Q < 0.33.
0.25::p31(3) :- e1(Z), p30(Z), e1(Y), \+ e1(Z).
query(e1(X)).
query(p10(Y)).
query(p20).
