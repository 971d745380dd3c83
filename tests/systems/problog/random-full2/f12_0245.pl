:- use_module(library(lists)).
0.1::e0(1).
0.9::e0(2).
0.1::e0(3).
0.3::e0(2); 0.1::e0(1).
0.8::e1(2).
0.6::e1(3).
e2(3).
p00(Y) :- e0(Y).
p00(Y) :- p01, between(1,3,Y), Y =:= 1.
p00(3) :- e2(Z), p01, \+ e2(Z), Z == Z.
p01 :- e0(X), p00(X), p00(X).
0.2::p01 :- p01, T =.. [g, 2], T \== g(0).
p10(X) :- e2(Z), e1(Z), e0(Y), between(1,3,X).
0.7::p11 :- (p10(Z), findall(V, e2(V), L), L \= [], not e1(1)) ; (e1(Z), e2(Y), \+ p01, Y @>= 3).
p20(Y) :- p00(X), e2(X), p20(1), between(1,3,Y).
p20(Y) :- p20(X), between(1,3,Y), not e1(2), \+ e1(X).
p30(Y) :- p20(X), p11, p01, between(1,3,Y), X @< 2, findall(V, p00(V), L), L = [].
0.4::p30(X) <- p30(3), between(1,3,X), W is X + 3, W < 5, findall(V, e0(V), L), sum_list(L, T), T > 2.
p31 :- (Z == 2, p10(1), p01, e1(Z), Z \= Z) ; (Y == 1, e2(Z), p10(Y), W is Y + 3, W < 5).
p31 :- p31, \+ p10(2).
query(p11).
query(p11).
query(p10(X)).
query(p31) :- between(1,2,X).
