:- use_module(library(lists)).
0.9::e0.
e1(3).
0.5::e1(2).
0.1::e1(2); 0.3::e1(3); 0.2::e1(1).
0.2::e2.
p00 :- e1(3).
0.25::p10 :- p00.
p10 :- p11(3,Z), Z \= Z.
p11(Y,X) :- (p10, e1(1), between(1,3,X), between(1,3,Y), \+ e2, findall(V, e1(V), L), L \= []) ; (p00, e1(Z), between(1,3,X), between(1,3,Y), \+ e1(3)).
P::p11(3,Y) :- (p00, p00, between(1,3,Y)), P is Y / 4.
query(e2).
query(e2).
