:- use_module(library(lists)).
e0(1).
0.9::e0(2).
0.2::e0(2); 0.1::e0(1); 0.1::e0(3).
0.7::e1(1).
0.8::p00(X) :- e0(1), e0(Y), e1(3), between(1,3,X), \+ e1(1), findall(V, e0(V), L), L = [].
p00(2) :- e1(Y).
p10(X,3) :- p11(Y), p11(Y), e1(2), between(1,3,X), W is X + 1, W < 5.
p10(X,X) :- p11(Y), between(1,3,X), W is X + 3, W < 5, call(e1, 3).
P::p11(Y) :- (Y \== 2, e0(2), p11(X), e0(X), between(1,3,Y), \+ e1(X)), P is Y / 4.
0.3::p11(X) :- p00(X), p11(Y), p00(X), \+ e0(X).
0.8::p20 :- e1(X), p00(2).
P::p21(X) :- (p11(Y), p11(Z), between(1,3,X)), P is X / 4.
P::p21(Y) :- (e1(Y), p11(X), W is Y + 1, W < 5, X @=< 2), P is Y / 4.
p30 <- p20, p10(Z,X), not e1(Z), Z \== 2.
p30 :- p10(3,X), p21(3), X = X.
0.6::p30 :- p20.
p31 :- (p11(1), e0(Y), p31, call(e0, Y), Y \== 2) ; (p21(X), e1(X), p20, findall(V, e1(V), L), L \= []).
p31 :- Z == 3, e1(Z).
query(p20).
query(p10(X,X)) :- between(1,2,X).
evidence(e0(3), true).
