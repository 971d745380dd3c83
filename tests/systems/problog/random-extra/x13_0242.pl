0.8::e0(1).
0.8::e0(2).
0.25::e1(3,2).
0.9::e1(1,3).
0.2::e1(2,2); 0.2::e1(1,1); 0.3::e1(3,3).
0.75::e2(1).
p00(X) :- e2(Z), between(1,3,X), W is X + 3, W < 5, compare(O, X, 2).
0.25::p00(Y) :- X \== 3, e2(X), between(1,3,Y), \+ e2(X).
p00(Y) :- e1(Y,3), e1(Y,X), X @< 1, \+ e1(X,X).
0.25::\+p00(Y) :- e2(Y).
p10 :- X == 3, e0(3), p00(3), e1(1,X).
p10 :- e0(Y), p11(Y), p10, Y @< 3, call(e0, Y).
p10 :- p00(2), subquery(p00(3), Q), Q > 0.33.
0.2::\+p10 :- e2(3).
p11(X) :- p00(Y), e2(Y), p00(Y), between(1,3,X), X >= 1, subquery(e0(3), Q), Q < 0.33.
p11(X) :- p00(Z), e1(Z,3), e0(Z), between(1,3,X).
0.9::p11(Y) :- p10, between(1,3,Y).
P::p20(X,X) :- (p00(X), e0(1)), P is X / 4.
P::p21(X) :- (p11(2), e0(Y), between(1,3,X), not p11(Y)), P is X / 4.
\+p21(X) :- e0(X).
query(e2(X)).
query(p00(X)).
query(p20(Y,Y)).
