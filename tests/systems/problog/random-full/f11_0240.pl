:- use_module(library(lists)).
0.6::e0(2).
0.3::e0(1); 0.2::e0(3); 0.2::e0(2).
0.4::e1(1,1).
e1(2,1).
0.7::e1(3,3).
0.8::e2(1,2).
e2(2,3).
0.2::e2(2,2); 0.2::e2(3,3); 0.3::e2(1,1).
0.5::e3(2,2).
e3(2,3).
p00(Y) :- e3(Y,Y), p00(Y), \+ e0(1).
p10(2,Y) :- e1(Z,3), p11(Z,Z), between(1,3,Y), Y == Z.
p10(3,X) :- (p11(Y,X), e3(X,X), e0(3), W is X + 1, W < 5, Y @>= 1) ; (e3(2,Z), p11(Z,Z), p10(Y,Z), between(1,3,X), findall(V, e2(Y,V), L), L \= []).
p10(3,X) :- e2(2,Y), e3(1,3), between(1,3,X).
0.7::p11(Y,Y) <- p10(Y,Z), e0(1), e1(2,Y).
0.9::p11(Y,Y) :- p10(Z,Y), p11(Y,Y), Z >= 1, Y @< a.
0.9::p20(Y) <- e3(Z,X), p10(Z,X), between(1,3,Y), compare(O, X, 2).
P::p21(Y,Y) :- ((e0(Z), between(1,3,Y), Z \== Y, Y = 1) ; (p00(1), p20(2), between(1,3,Y))), P is Y / 4.
query(e2(3,X)).
query(e3(1,X)).
query(p10(3,X)).
query(p21(X,X)) :- between(1,2,X).
query(\+ e3(2,1)).
