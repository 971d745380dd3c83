:- use_module(library(lists)).
0.2::e0(2).
0.9::e0(1).
0.1::e1(3).
0.8::e1(1).
0.6::e1(2).
p00(Y) :- e1(2), e0(2), e1(2), between(1,3,Y), \+ e1(Y).
P::p00(Y) :- (p00(Y), e1(Y), findall(V, e1(V), L), sum_list(L, T), T > 2, Y @< a), P is Y / 4.
p10(Y) :- p00(X), e0(2), between(1,3,Y), \+ e1(X).
p10(3) :- p10(X).
p20 :- (p10(X), p20, p20) ; (e1(3), findall(V, p00(V), L), L \= []).
0.75::p20 :- e1(Y).
p20 <- p21, e0(Y), \+ p10(Y), \+ e0(3).
p21 :- (Y \== 3, p21, p10(Y), call(p10, Y)) ; (e0(3)).
p21 :- (e1(2), p20, \+ e0(1)) ; (p00(X), e1(Z), X < 2, X < 3).
p30(X) :- p00(Y), p21, p31(Z,Y), between(1,3,X), Y @< 2, Z @=< f(1).
p30(Y) :- p20, e0(1), between(1,3,Y).
p30(X) :- e0(Y), p21, p00(2), between(1,3,X), Y @< a.
0.6::p31(2,Y) :- p30(2), between(1,3,Y), Y >= 2.
p31(X,X) :- e0(X).
p31(X,X) :- (p20, p00(Z), p21, between(1,3,X), X =\= 3) ; (e1(X), e0(X), p00(1), subquery(e0(2), Q), Q > 0.33, X =\= 2).
query(p21).
query(p31(X,X)).
query(p30(1)).
